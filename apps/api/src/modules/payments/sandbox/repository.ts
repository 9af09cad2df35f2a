import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { sandboxPayments } from "../tables.ts";

export type SandboxRow = typeof sandboxPayments.$inferSelect;

export async function insertSandboxPayment(
  db: Database,
  row: typeof sandboxPayments.$inferInsert,
): Promise<void> {
  await db.insert(sandboxPayments).values(row);
}

export async function selectSandboxPayment(
  db: Database,
  token: string,
): Promise<SandboxRow | null> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.token, token));
  return row ?? null;
}

/**
 * Moves a pending payment on from one of the steps given, in one conditional update, so that two
 * clicks never both move it; null when it was not at such a step (or not pending).
 */
export async function advanceSandboxPayment(
  db: Database,
  token: string,
  fromSteps: readonly string[],
  change: Partial<Pick<SandboxRow, "step" | "status" | "brand" | "last4">>,
): Promise<SandboxRow | null> {
  const [row] = await db
    .update(sandboxPayments)
    .set(change)
    .where(
      and(
        eq(sandboxPayments.token, token),
        eq(sandboxPayments.status, "pending"),
        inArray(sandboxPayments.step, [...fromSteps]),
      ),
    )
    .returning();
  return row ?? null;
}

/** Refunds part or all of a paid payment; null when it is not paid or the amount is too much. */
export async function refundSandboxPayment(
  db: Database,
  token: string,
  amount: number,
): Promise<SandboxRow | null> {
  const [row] = await db
    .update(sandboxPayments)
    .set({
      refunded: sql`${sandboxPayments.refunded} + ${amount}`,
      status: sql`case when ${sandboxPayments.refunded} + ${amount} >= ${sandboxPayments.amount} then 'refunded' else 'paid' end`,
    })
    .where(
      and(
        eq(sandboxPayments.token, token),
        eq(sandboxPayments.status, "paid"),
        sql`${sandboxPayments.refunded} + ${amount} <= ${sandboxPayments.amount}`,
      ),
    )
    .returning();
  return row ?? null;
}
