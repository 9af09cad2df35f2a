import { integer, timestamp } from "drizzle-orm/pg-core";

/** Both languages of a translatable text; a row stores every text a shopper reads in each. */
export interface StoredText {
  en: string;
  ar: string;
}

/** Column builders every module's tables share. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
