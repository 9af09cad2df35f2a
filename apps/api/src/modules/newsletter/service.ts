import type { Locale } from "@souq/contract/locale";
import type { Database } from "../../db/client.ts";
import { translate } from "../../i18n/messages.ts";
import { insertSubscriber } from "./repository.ts";

/** Signs an email up for one marketplace's newsletter; signing up again is thanked the same way. */
export async function subscribe(
  db: Database,
  companyId: number,
  email: string,
  locale: Locale,
): Promise<{ created: boolean; message: string }> {
  const created = await insertSubscriber(db, companyId, email);
  return { created, message: translate(locale, "newsletter_subscribed") };
}
