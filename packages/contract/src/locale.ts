import { z } from "zod";
import { locales } from "./locale-codes.ts";

export {
  defaultLocale,
  isLocale,
  type Locale,
  localeFromAcceptLanguage,
  locales,
} from "./locale-codes.ts";

export const localeSchema = z.enum(locales);
