import type { Locale } from "@souq/contract/locale";

/** Every message the API sends to a person, in both languages. */
const messages = {
  not_found: {
    en: "The page or record you asked for does not exist.",
    ar: "الصفحة أو السجل المطلوب غير موجود.",
  },
  company_not_found: {
    en: "This marketplace does not exist.",
    ar: "هذا السوق غير موجود.",
  },
  bad_request: {
    en: "The request is not valid.",
    ar: "الطلب غير صالح.",
  },
  invalid_parameter: {
    en: "The address contains a value that is not valid: {field}.",
    ar: "يحتوي العنوان على قيمة غير صالحة: {field}.",
  },
  validation_failed: {
    en: "Some of the information given is not valid.",
    ar: "بعض البيانات المدخلة غير صالحة.",
  },
  server_error: {
    en: "Something went wrong on our side. Please try again.",
    ar: "حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.",
  },
  unavailable: {
    en: "The service is not available right now.",
    ar: "الخدمة غير متاحة حاليًا.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof messages;

export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string> = {},
): string {
  return messages[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? "");
}
