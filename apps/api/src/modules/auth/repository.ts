import type { ProfileResponse, SessionUser } from "@souq/contract/auth";
import type { Locale } from "@souq/contract/locale";
import { and, asc, eq, gt, isNull, lte, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { toPicture } from "../../media/pictures.ts";
import { companyNamesView } from "../companies/public.ts";
import { staffVendorsView } from "../vendor-desk/public.ts";
import { passwordResetTokens, pendingSignups, sessions, userCompanies, users } from "./tables.ts";

/** A transaction or the database itself: both run the same queries. */
export type Queryable = Pick<Database, "select" | "insert" | "update" | "delete">;

const pictureUrl = (publicUrl: string, key: string | null) =>
  key ? toPicture(publicUrl, key, 200).url : null;

export async function selectCredentials(
  db: Queryable,
  email: string,
): Promise<{ id: number; passwordHash: string } | null> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function selectUserBrief(
  db: Queryable,
  userId: number,
): Promise<{ id: number; name: string; email: string; locale: string } | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function insertUser(
  db: Queryable,
  user: { name: string; email: string; phone: string; locale: string; passwordHash: string },
): Promise<number> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  if (!row) throw new Error("The user was not written");
  return row.id;
}

/** Whether another account than `userId` has the email, compared without case. */
export async function emailTakenByOther(
  db: Queryable,
  email: string,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/** What a profile change checks against: the account's email and password hash. */
export async function selectAccount(
  db: Queryable,
  userId: number,
): Promise<{ name: string; email: string; passwordHash: string } | null> {
  const [row] = await db
    .select({ name: users.name, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The profile's own fields; a picture key or password hash only when they change. */
export async function updateProfileFields(
  db: Queryable,
  userId: number,
  fields: {
    name: string;
    email: string;
    phone: string;
    address: string | null;
    imageKey?: string;
    passwordHash?: string;
  },
) {
  await db.update(users).set(fields).where(eq(users.id, userId));
}

export async function updatePasswordHash(db: Queryable, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** The marketplaces a shopper belongs to, in the order they joined them. */
export async function selectMemberships(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db
    .select({ companyId: userCompanies.companyId })
    .from(userCompanies)
    .where(eq(userCompanies.userId, userId))
    .orderBy(asc(userCompanies.createdAt), asc(userCompanies.companyId));
  return rows.map((row) => row.companyId);
}

export async function insertMembership(db: Queryable, userId: number, companyId: number) {
  await db.insert(userCompanies).values({ userId, companyId }).onConflictDoNothing();
}

/**
 * The user as the login answer shows them, with their marketplaces named in `locale`, and for a
 * vendor's staff, the vendor (named in `locale` too).
 */
export async function selectSessionUser(
  db: Queryable,
  userId: number,
  locale: Locale,
  publicUrl: string,
  vendor: { id: number; name: string } | null = null,
): Promise<SessionUser | null> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      imageKey: users.imageKey,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  const companies = companyNamesView(db);
  const memberships = await db
    .select({
      id: companies.id,
      nameEn: companies.nameEn,
      nameAr: companies.nameAr,
      logoKey: companies.logoKey,
    })
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(eq(userCompanies.userId, userId))
    .orderBy(asc(userCompanies.createdAt), asc(companies.id));
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    image_url: pictureUrl(publicUrl, user.imageKey),
    locale: user.locale,
    companies: memberships.map((company) => ({
      id: company.id,
      name: locale === "ar" ? company.nameAr : company.nameEn,
      image_url: pictureUrl(publicUrl, company.logoKey),
    })),
    ...(vendor ? { vendor } : {}),
  };
}

export async function selectProfile(
  db: Queryable,
  userId: number,
  publicUrl: string,
): Promise<ProfileResponse["item"] | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      address: users.address,
      imageKey: users.imageKey,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { imageKey, ...item } = row;
  return { ...item, image_url: pictureUrl(publicUrl, imageKey) };
}

export async function insertSession(
  db: Queryable,
  session: { userId: number; companyId: number; tokenHash: string; expiresAt: Date },
): Promise<number> {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  if (!row) throw new Error("The session was not written");
  return row.id;
}

/** An open session: whose, bound to which marketplace, and whether its account is a vendor's staff. */
export interface ActiveSession {
  sessionId: number;
  userId: number;
  companyId: number;
  /** The vendor whose staff the account is, when that vendor is the session's marketplace's. */
  vendorId: number | null;
  /** Whether the account is a vendor's staff at all (staff accounts do not shop). */
  staff: boolean;
}

/** The session of a token hash, if it has neither expired nor been revoked. */
export async function selectActiveSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<ActiveSession | null> {
  const staff = staffVendorsView(db);
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      companyId: sessions.companyId,
      vendorId: staff.vendorId,
      vendorCompanyId: staff.vendorCompanyId,
    })
    .from(sessions)
    .leftJoin(staff, eq(staff.userId, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { vendorId, vendorCompanyId, ...session } = row;
  return {
    ...session,
    vendorId: vendorId !== null && vendorCompanyId === session.companyId ? vendorId : null,
    staff: vendorId !== null,
  };
}

export async function revokeSession(db: Queryable, sessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Queryable, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user but one (the one that asked for the change). */
export async function revokeOtherSessions(
  db: Queryable,
  userId: number,
  keptSessionId: number,
  now: Date,
) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId), isNull(sessions.revokedAt)),
    );
}

export async function insertResetToken(
  db: Queryable,
  token: { userId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(token);
}

const usableToken = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

/** The email a reset token belongs to, while the token is unused and unexpired. */
export async function selectResetTokenEmail(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(usableToken(tokenHash, now))
    .limit(1);
  return row?.email ?? null;
}

/** Marks a usable token used and answers its user; one caller wins when two race. */
export async function claimResetToken(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(usableToken(tokenHash, now))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** Retires every other link of a user once the password has changed. */
export async function retireResetTokens(db: Queryable, userId: number, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * Locks a shopper's account row for the rest of the transaction (not against sign-in), so that
 * two changes of something the shopper holds a bounded number of happen one after the other.
 */
export async function lockAccount(tx: Pick<Database, "select">, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

/** The accounts' names and addresses others may join (a review shows its author's name). */
export function accountNamesView(db: Pick<Database, "select">) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .as("account_names");
}

export interface PendingSignup {
  name: string;
  email: string;
  phone: string;
  locale: string;
  companyId: number | null;
  passwordHash: string;
}

/** Keeps a sign-up until its link is opened; sign-ups whose link has expired are dropped first. */
export async function insertPendingSignup(
  db: Queryable,
  signup: PendingSignup & { tokenHash: string; expiresAt: Date },
  now: Date,
) {
  await db.delete(pendingSignups).where(lte(pendingSignups.expiresAt, now));
  await db.insert(pendingSignups).values(signup);
}

/**
 * Makes every confirmation for one email wait for the others (until the transaction ends), before
 * any of them locks a row: two links of one email confirmed at once then run one after the other,
 * and the second finds its sign-up gone instead of the two waiting on each other's rows.
 * The email is found by the link; an unknown link locks nothing.
 */
export async function lockSignupEmailOf(
  db: Pick<Database, "select" | "execute">,
  tokenHash: string,
) {
  const [row] = await db
    .select({ email: pendingSignups.email })
    .from(pendingSignups)
    .where(eq(pendingSignups.tokenHash, tokenHash))
    .limit(1);
  if (!row) return;
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`signup:${row.email.toLowerCase()}`}))`,
  );
}

/**
 * Takes a sign-up by its link while the link is unexpired: the row is deleted as it is read, so
 * one caller wins when two race, and a second use finds nothing.
 */
export async function claimPendingSignup(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<PendingSignup | null> {
  const [row] = await db
    .delete(pendingSignups)
    .where(and(eq(pendingSignups.tokenHash, tokenHash), gt(pendingSignups.expiresAt, now)))
    .returning({
      name: pendingSignups.name,
      email: pendingSignups.email,
      phone: pendingSignups.phone,
      locale: pendingSignups.locale,
      companyId: pendingSignups.companyId,
      passwordHash: pendingSignups.passwordHash,
    });
  return row ?? null;
}

/** Drops every other sign-up waiting for the email, once it has an account. */
export async function deletePendingSignups(db: Queryable, email: string) {
  await db
    .delete(pendingSignups)
    .where(eq(sql`lower(${pendingSignups.email})`, email.toLowerCase()));
}
