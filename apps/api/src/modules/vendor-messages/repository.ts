import type { Locale } from "@souq/contract/locale";
import type { VendorMessageSender } from "@souq/contract/vendor-messages";
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { accountNamesView } from "../auth/public.ts";
import { productNamesView, selectVendorProduct } from "../products/public.ts";
import { selectVendorContact, vendorNamesView } from "../vendors/public.ts";
import { vendorMessages, vendorThreads } from "./tables.ts";

/** Whose threads are read: one shopper in one marketplace. */
export interface ThreadOwner {
  companyId: number;
  userId: number;
}

export interface Addressee {
  vendor: { id: number; nameEn: string; nameAr: string; email: string | null };
  product: { id: number; nameEn: string; nameAr: string } | null;
}

/**
 * The vendor of this marketplace a message is for, and the product it is about when one is
 * named; null when the vendor is another marketplace's (or none) or the product not theirs.
 */
export async function selectAddressee(
  db: Database,
  companyId: number,
  vendorId: number,
  productId: number | null,
): Promise<Addressee | null> {
  const vendor = await selectVendorContact(db, companyId, vendorId);
  if (!vendor) return null;
  if (productId === null) return { vendor, product: null };
  const product = await selectVendorProduct(db, companyId, vendorId, productId);
  return product ? { vendor, product } : null;
}

/** The shopper's thread with a vendor about a product (or about none), if there is one. */
export async function selectThreadId(
  tx: Database,
  owner: ThreadOwner,
  vendorId: number,
  productId: number | null,
): Promise<number | null> {
  const [row] = await tx
    .select({ id: vendorThreads.id })
    .from(vendorThreads)
    .where(
      and(
        eq(vendorThreads.userId, owner.userId),
        eq(vendorThreads.companyId, owner.companyId),
        eq(vendorThreads.vendorId, vendorId),
        productId === null
          ? isNull(vendorThreads.productId)
          : eq(vendorThreads.productId, productId),
      ),
    )
    .orderBy(desc(vendorThreads.id))
    .limit(1);
  return row?.id ?? null;
}

export async function insertThread(
  tx: Database,
  thread: ThreadOwner & { vendorId: number; productId: number | null; at: Date },
): Promise<number> {
  const [row] = await tx
    .insert(vendorThreads)
    .values({
      companyId: thread.companyId,
      userId: thread.userId,
      vendorId: thread.vendorId,
      productId: thread.productId,
      createdAt: thread.at,
      lastMessageAt: thread.at,
    })
    .returning({ id: vendorThreads.id });
  if (!row) throw new Error("a thread could not be written");
  return row.id;
}

/** Adds a message to a thread and moves the thread to the top of its shopper's list. */
export async function insertMessage(
  tx: Database,
  message: { threadId: number; sender: VendorMessageSender; body: string; at: Date },
): Promise<number> {
  const [row] = await tx
    .insert(vendorMessages)
    .values({
      threadId: message.threadId,
      sender: message.sender,
      body: message.body,
      createdAt: message.at,
    })
    .returning({ id: vendorMessages.id });
  if (!row) throw new Error("a message could not be written");
  await tx
    .update(vendorThreads)
    .set({ lastMessageAt: message.at })
    .where(eq(vendorThreads.id, message.threadId));
  return row.id;
}

export interface ThreadRow {
  id: number;
  vendorId: number;
  vendorName: string;
  productId: number | null;
  productName: string | null;
  createdAt: Date;
  lastMessageAt: Date;
}

/** Threads with their vendor's and product's names, as those modules publish them. */
function threadsIn(db: Pick<Database, "select">, locale: Locale) {
  const vendors = vendorNamesView(db);
  const products = productNamesView(db);
  return db
    .select({
      id: vendorThreads.id,
      vendorId: vendorThreads.vendorId,
      vendorName: locale === "ar" ? vendors.nameAr : vendors.nameEn,
      productId: products.id,
      productName: locale === "ar" ? products.nameAr : products.nameEn,
      createdAt: vendorThreads.createdAt,
      lastMessageAt: vendorThreads.lastMessageAt,
    })
    .from(vendorThreads)
    .innerJoin(vendors, eq(vendors.id, vendorThreads.vendorId))
    .leftJoin(products, eq(products.id, vendorThreads.productId))
    .$dynamic();
}

const ownedBy = (owner: ThreadOwner) =>
  and(eq(vendorThreads.userId, owner.userId), eq(vendorThreads.companyId, owner.companyId));

/** One page of the shopper's threads in a marketplace, latest activity first, and how many. */
export async function selectThreadPage(
  db: Database,
  owner: ThreadOwner,
  locale: Locale,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: ThreadRow[] }> {
  const [rows, [counted]] = await Promise.all([
    threadsIn(db, locale)
      .where(ownedBy(owner))
      .orderBy(desc(vendorThreads.lastMessageAt), desc(vendorThreads.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(vendorThreads).where(ownedBy(owner)),
  ]);
  return { total: counted?.total ?? 0, rows };
}

/** One of the shopper's threads; null when it is not theirs or not in this marketplace. */
export async function selectOwnThread(
  db: Database,
  owner: ThreadOwner,
  threadId: number,
  locale: Locale,
): Promise<ThreadRow | null> {
  const [row] = await threadsIn(db, locale).where(
    and(eq(vendorThreads.id, threadId), ownedBy(owner)),
  );
  return row ?? null;
}

export interface MessageRow {
  id: number;
  threadId: number;
  sender: string;
  body: string;
  createdAt: Date;
}

const messageColumns = {
  id: vendorMessages.id,
  threadId: vendorMessages.threadId,
  sender: vendorMessages.sender,
  body: vendorMessages.body,
  createdAt: vendorMessages.createdAt,
};

/** The newest `limit` messages of a thread, oldest first. */
export async function selectMessages(
  db: Database,
  threadId: number,
  limit: number,
): Promise<MessageRow[]> {
  const newest = await db
    .select(messageColumns)
    .from(vendorMessages)
    .where(eq(vendorMessages.threadId, threadId))
    .orderBy(desc(vendorMessages.createdAt), desc(vendorMessages.id))
    .limit(limit);
  return newest.reverse();
}

/** Each thread's newest message and how many it has. */
export async function selectLastMessages(
  db: Database,
  threadIds: readonly number[],
): Promise<Map<number, { last: MessageRow; count: number }>> {
  if (threadIds.length === 0) return new Map();
  const ids = [...threadIds];
  const [lasts, counts] = await Promise.all([
    db
      .selectDistinctOn([vendorMessages.threadId], messageColumns)
      .from(vendorMessages)
      .where(inArray(vendorMessages.threadId, ids))
      .orderBy(
        asc(vendorMessages.threadId),
        desc(vendorMessages.createdAt),
        desc(vendorMessages.id),
      ),
    db
      .select({ threadId: vendorMessages.threadId, count: count() })
      .from(vendorMessages)
      .where(inArray(vendorMessages.threadId, ids))
      .groupBy(vendorMessages.threadId),
  ]);
  const found = new Map<number, { last: MessageRow; count: number }>();
  for (const last of lasts) {
    const counted = counts.find((row) => row.threadId === last.threadId);
    found.set(last.threadId, { last, count: counted?.count ?? 1 });
  }
  return found;
}

export async function countMessages(db: Database, threadId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(vendorMessages)
    .where(eq(vendorMessages.threadId, threadId));
  return row?.count ?? 0;
}

/** A thread as the operator reaches it, by id alone, with whom it belongs to. */
export async function selectThreadForOperator(
  db: Database,
  threadId: number,
): Promise<{
  id: number;
  companyId: number;
  userId: number;
  shopperName: string;
  shopperEmail: string;
  shopperLocale: string;
  vendorNameEn: string;
  vendorNameAr: string;
} | null> {
  const users = accountNamesView(db);
  const vendors = vendorNamesView(db);
  const [row] = await db
    .select({
      id: vendorThreads.id,
      companyId: vendorThreads.companyId,
      userId: vendorThreads.userId,
      shopperName: users.name,
      shopperEmail: users.email,
      shopperLocale: users.locale,
      vendorNameEn: vendors.nameEn,
      vendorNameAr: vendors.nameAr,
    })
    .from(vendorThreads)
    .innerJoin(users, eq(users.id, vendorThreads.userId))
    .innerJoin(vendors, eq(vendors.id, vendorThreads.vendorId))
    .where(eq(vendorThreads.id, threadId));
  return row ?? null;
}

/** Whose conversations a vendor's desk reads: one vendor in one marketplace (ADR 47). */
export interface VendorThreadScope {
  companyId: number;
  vendorId: number;
}

export interface VendorDeskThreadRow {
  id: number;
  shopperName: string;
  productId: number | null;
  productName: string | null;
  createdAt: Date;
  lastMessageAt: Date;
}

/** The vendor's threads with their shopper's name (nothing else of the shopper) and product. */
function vendorThreadsIn(db: Pick<Database, "select">, locale: Locale) {
  const users = accountNamesView(db);
  const products = productNamesView(db);
  return db
    .select({
      id: vendorThreads.id,
      shopperName: users.name,
      productId: products.id,
      productName: locale === "ar" ? products.nameAr : products.nameEn,
      createdAt: vendorThreads.createdAt,
      lastMessageAt: vendorThreads.lastMessageAt,
    })
    .from(vendorThreads)
    .innerJoin(users, eq(users.id, vendorThreads.userId))
    .leftJoin(products, eq(products.id, vendorThreads.productId))
    .$dynamic();
}

const ofVendor = (scope: VendorThreadScope) =>
  and(eq(vendorThreads.vendorId, scope.vendorId), eq(vendorThreads.companyId, scope.companyId));

/** One page of a vendor's threads, latest activity first, and how many there are. */
export async function selectVendorThreadPage(
  db: Database,
  scope: VendorThreadScope,
  locale: Locale,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: VendorDeskThreadRow[] }> {
  const [rows, [counted]] = await Promise.all([
    vendorThreadsIn(db, locale)
      .where(ofVendor(scope))
      .orderBy(desc(vendorThreads.lastMessageAt), desc(vendorThreads.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(vendorThreads).where(ofVendor(scope)),
  ]);
  return { total: counted?.total ?? 0, rows };
}

/** One of the vendor's threads; null for another vendor's or another marketplace's. */
export async function selectVendorThread(
  db: Database,
  scope: VendorThreadScope,
  threadId: number,
  locale: Locale,
): Promise<VendorDeskThreadRow | null> {
  const [row] = await vendorThreadsIn(db, locale).where(
    and(eq(vendorThreads.id, threadId), ofVendor(scope)),
  );
  return row ?? null;
}

/** How many of the vendor's threads end with the shopper's message (they wait for an answer). */
export async function countThreadsAwaitingReply(
  db: Database,
  scope: VendorThreadScope,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vendorThreads)
    .where(
      and(
        ofVendor(scope),
        sql`(
          select ${vendorMessages.sender} from ${vendorMessages}
          where ${vendorMessages.threadId} = ${vendorThreads.id}
          order by ${vendorMessages.createdAt} desc, ${vendorMessages.id} desc
          limit 1
        ) = 'shopper'`,
      ),
    );
  return row?.n ?? 0;
}
