import type { Database } from "../../db/client.ts";
import { newsletterSubscribers } from "./tables.ts";

/** Adds the email to a marketplace's list; false when it was there already (in any case). */
export async function insertSubscriber(
  db: Database,
  companyId: number,
  email: string,
): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ companyId, email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
