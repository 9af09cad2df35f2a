import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locale } from "@souq/contract/locale";
import { createTranslator } from "next-intl";
import type { Translate } from "./parse-form.ts";

const messagesDir = join(import.meta.dirname, "..", "..", "..", "messages");

/** A message file's namespace as the server's `getTranslations` reads it, for unit tests. */
export function translatorFor(locale: Locale, file: string, namespace: string): Translate {
  const messages = JSON.parse(readFileSync(join(messagesDir, locale, `${file}.json`), "utf8"));
  // The messages are read at run time, so their keys are not known to the compiler.
  return createTranslator({ locale, messages, namespace }) as unknown as Translate;
}
