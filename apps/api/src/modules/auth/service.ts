import type {
  forgotPasswordRequest,
  LoginResponse,
  loginRequest,
  ProfileResponse,
  ProfileUpdateResponse,
  profileUpdateRequest,
  registerRequest,
  resetPasswordRequest,
} from "@souq/contract/auth";
import type { Locale } from "@souq/contract/locale";
import type { z } from "zod";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import { translate } from "../../i18n/messages.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { storeProfilePicture } from "../../media/store-profile-picture.ts";
import { companyExists, selectFirstCompanyId } from "../companies/public.ts";
import {
  byAddress,
  countUse,
  enforceLimits,
  forgetCounts,
  type LimitedKey,
  rateLimits,
  refundUse,
} from "../rate-limits/public.ts";
import { composeAccountNotice } from "./account-notice-email.ts";
import { hashPassword, verifyNobody, verifyPassword } from "./passwords.ts";
import {
  claimResetToken,
  emailTakenByOther,
  insertMembership,
  insertResetToken,
  insertSession,
  insertUser,
  type Queryable,
  retireResetTokens,
  revokeOtherSessions,
  revokeSession,
  revokeUserSessions,
  selectAccount,
  selectActiveSession,
  selectCredentials,
  selectMemberships,
  selectProfile,
  selectResetTokenEmail,
  selectSessionUser,
  selectUserBrief,
  updatePasswordHash,
  updateProfileFields,
} from "./repository.ts";
import { composeResetEmail, resetLinkOf } from "./reset-email.ts";
import { hashSecretToken, newSecretToken } from "./secret-tokens.ts";

export const sessionLifetimeMs = 30 * 24 * 60 * 60_000;
export const resetLinkLifetimeMs = 60 * 60_000;

export interface AccountsContext {
  db: Database;
  /** Where uploaded profile pictures are kept, beside the other stored pictures. */
  mediaDir: string;
  publicUrl: string;
  storefrontUrl: string;
  mailer: Mailer;
  now?: () => Date;
}

/** What a service needs to know about the request it serves. */
export interface Caller {
  locale: Locale;
  ip: string;
}

/** A signed-in request: whose token it carries and the marketplace the token is bound to. */
export interface SessionContext {
  sessionId: number;
  userId: number;
  companyId: number;
}

type LoginInput = z.infer<typeof loginRequest>;
type RegisterInput = z.infer<typeof registerRequest>;
type ForgotPasswordInput = z.infer<typeof forgotPasswordRequest>;
type ResetPasswordInput = z.infer<typeof resetPasswordRequest>;
type ProfileUpdateInput = z.output<typeof profileUpdateRequest>;

const nowOf = (context: AccountsContext) => context.now?.() ?? new Date();
const message = (locale: Locale, key: Parameters<typeof translate>[1]) => ({
  message: translate(locale, key),
});

/** The session a bearer token opens, or null for an unknown, expired or revoked token. */
export async function findSession(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<SessionContext | null> {
  return selectActiveSession(db, hashSecretToken(token), now);
}

/** A requested marketplace must exist (422 otherwise); the answer is where the token is bound. */
async function assertCompanyExists(db: Database, companyId: number | undefined) {
  if (companyId !== undefined && !(await companyExists(db, companyId))) {
    throw AppError.fields({ company_id: "company_not_found" });
  }
}

/**
 * The marketplace a new token is bound to: the one asked for (joining it, as a shopper may shop
 * in any marketplace), else the first the shopper joined, else the first there is.
 */
async function companyForSession(
  db: Queryable,
  userId: number,
  requested: number | undefined,
): Promise<number> {
  if (requested === undefined) {
    const [first] = await selectMemberships(db, userId);
    if (first !== undefined) return first;
  }
  const companyId = requested ?? (await selectFirstCompanyId(db));
  if (companyId === null) throw new Error("There is no marketplace to sign in to");
  await insertMembership(db, userId, companyId);
  return companyId;
}

/** Opens a session for the user; `db` may be the transaction that has just written the user. */
async function startSession(
  context: AccountsContext,
  db: Queryable,
  userId: number,
  requestedCompany: number | undefined,
  locale: Locale,
): Promise<LoginResponse> {
  const { publicUrl } = context;
  const companyId = await companyForSession(db, userId, requestedCompany);
  const { token, hash } = newSecretToken();
  await insertSession(db, {
    userId,
    companyId,
    tokenHash: hash,
    expiresAt: new Date(nowOf(context).getTime() + sessionLifetimeMs),
  });
  const user = await selectSessionUser(db, userId, locale, publicUrl);
  if (!user) throw new Error(`User ${userId} vanished while signing in`);
  return { access_token: { accessToken: token }, user };
}

/**
 * Signs in with email and password. Whether the email is unknown or the password wrong, the
 * answer is the same message after the same amount of work. Too many failures for one email or
 * from one address answer 429 until the window ends, even for the right password.
 */
export async function login(
  context: AccountsContext,
  input: LoginInput,
  caller: Caller,
): Promise<LoginResponse> {
  const { db } = context;
  const now = nowOf(context);
  const emailKey: LimitedKey = { limit: rateLimits.loginEmail, value: input.email };
  const addressKey = byAddress(rateLimits.loginAddress, caller.ip);
  // Counted before the password is checked, so requests sent together cannot all be checked.
  await enforceLimits(db, [emailKey, addressKey], now, "too_many_attempts");
  await assertCompanyExists(db, input.company_id);

  const credentials = await selectCredentials(db, input.email);
  const valid = credentials
    ? await verifyPassword(credentials.passwordHash, input.password)
    : await verifyNobody(input.password);
  if (!credentials || !valid) {
    throw AppError.fields({ email: "invalid_credentials" }, "invalid_credentials");
  }
  // Only failures count: the address gets its use back, and the email starts afresh.
  await refundUse(db, [addressKey], now);
  await forgetCounts(db, [emailKey]);
  return startSession(context, db, credentials.id, input.company_id, caller.locale);
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * Opens an account and signs it in; its language is the language the shopper is using. The
 * account, its marketplace and its first session are written together or not at all.
 */
export async function register(
  context: AccountsContext,
  input: RegisterInput,
  caller: Caller,
): Promise<LoginResponse> {
  const { db } = context;
  // Every attempt counts, since a refused one also tells whether an email has an account.
  await enforceLimits(db, [byAddress(rateLimits.registerAddress, caller.ip)], nowOf(context));
  await assertCompanyExists(db, input.company_id);
  if (await selectCredentials(db, input.email)) throw AppError.fields({ email: "email_taken" });
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const userId = await insertUser(tx, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        locale: caller.locale === "ar" ? "ar-SA" : "en-GB",
        passwordHash,
      });
      return startSession(context, tx, userId, input.company_id, caller.locale);
    });
  } catch (error) {
    // Two sign-ups with one email at the same moment: the database lets only one through.
    if (isUniqueViolation(error)) throw AppError.fields({ email: "email_taken" });
    throw error;
  }
}

export async function logout(context: AccountsContext, session: SessionContext, locale: Locale) {
  await revokeSession(context.db, session.sessionId, nowOf(context));
  return message(locale, "logged_out");
}

/** A shopper's own profile; any other id is "not found", never a hint that it exists. */
export async function getProfile(
  context: AccountsContext,
  session: SessionContext,
  userId: number,
): Promise<ProfileResponse> {
  const item =
    userId === session.userId ? await selectProfile(context.db, userId, context.publicUrl) : null;
  if (!item) throw new AppError("not_found", "not_found");
  return { item };
}

/**
 * Changes a shopper's own profile; any other id is "not found". Everything is checked before
 * anything is written, so a refused change changes nothing: the email must not belong to another
 * account, the picture must be a real JPEG, PNG or WebP (it is then re-encoded), and with
 * `change_password` or a new email the current password must match (a session alone cannot take
 * the account over). A new password or email ends every other session of the account and its
 * reset links; the session that made the change stays signed in. A new email is told to the old
 * and the new address, a new password to the account's address.
 */
export async function updateProfile(
  context: AccountsContext,
  session: SessionContext,
  userId: number,
  input: ProfileUpdateInput,
  locale: Locale,
): Promise<ProfileUpdateResponse> {
  const { db } = context;
  const now = nowOf(context);
  const account = userId === session.userId ? await selectAccount(db, userId) : null;
  if (account === null) throw new AppError("not_found", "not_found");
  const emailChanged = account.email.toLowerCase() !== input.email;
  if (await emailTakenByOther(db, input.email, userId)) {
    throw AppError.fields({ email: "email_taken" });
  }
  if (emailChanged && !input.change_password && !input.current_password) {
    throw AppError.fields({ current_password: "field_current_password_for_email" });
  }
  if (input.change_password || emailChanged) {
    // Counted before the check, so that a stolen session cannot try passwords at speed.
    const guesses: LimitedKey = { limit: rateLimits.profilePasswordAccount, value: String(userId) };
    await enforceLimits(db, [guesses], now, "too_many_attempts");
    if (!(await verifyPassword(account.passwordHash, input.current_password ?? ""))) {
      throw AppError.fields(
        { current_password: "field_current_password_wrong" },
        "current_password_wrong",
      );
    }
    await forgetCounts(db, [guesses]);
  }
  const passwordHash = input.change_password ? await hashPassword(input.password ?? "") : undefined;
  let imageKey: string | undefined;
  if (input.picture) {
    // Counted before the picture is decoded, the costly part.
    const uploads: LimitedKey = { limit: rateLimits.profilePictureAccount, value: String(userId) };
    await enforceLimits(db, [uploads], now);
    const stored = await storeProfilePicture(context.mediaDir, input.picture);
    if (stored === null) throw AppError.fields({ picture: "field_picture_type" });
    imageKey = stored;
  }
  try {
    await db.transaction(async (tx) => {
      await updateProfileFields(tx, userId, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        address: input.address ? input.address : null,
        ...(imageKey ? { imageKey } : {}),
        ...(passwordHash ? { passwordHash } : {}),
      });
      if (passwordHash || emailChanged) {
        await revokeOtherSessions(tx, userId, session.sessionId, now);
      }
      // A link mailed before the change must not undo it (a new password) or reach the old mailbox.
      if (passwordHash || emailChanged) await retireResetTokens(tx, userId, now);
    });
  } catch (error) {
    // Two accounts taking one email at the same moment: the database lets only one through.
    if (isUniqueViolation(error)) throw AppError.fields({ email: "email_taken" });
    throw error;
  }
  const notices = [
    ...(emailChanged
      ? [
          { to: account.email, kind: "email_changed_old" as const },
          { to: input.email, kind: "email_changed_new" as const },
        ]
      : []),
    ...(passwordHash ? [{ to: input.email, kind: "password_changed" as const }] : []),
  ];
  for (const notice of notices) {
    await context.mailer.send(
      composeAccountNotice({ ...notice, name: input.name, newEmail: input.email, locale }),
    );
  }
  const item = await selectProfile(db, userId, context.publicUrl);
  if (!item) throw new AppError("not_found", "not_found");
  return { ...message(locale, "profile_updated"), item };
}

/**
 * Sends a reset link when the email has an account; answers the same either way. The email is
 * written in the language asked for (else the request's); at most 3 go to one address an hour.
 */
export async function requestPasswordReset(
  context: AccountsContext,
  input: ForgotPasswordInput,
  caller: Caller,
) {
  const { db } = context;
  const now = nowOf(context);
  await enforceLimits(db, [byAddress(rateLimits.resetAddress, caller.ip)], now);
  const credentials = await selectCredentials(db, input.email);
  const user = credentials ? await selectUserBrief(db, credentials.id) : null;
  // Past the mailbox's limit the answer stays the same; only the email is not sent.
  const mailbox: LimitedKey[] = [{ limit: rateLimits.resetEmail, value: input.email }];
  if (user && (await countUse(db, mailbox, now)) === 0) {
    const { token, hash } = newSecretToken();
    await insertResetToken(db, {
      userId: user.id,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + resetLinkLifetimeMs),
    });
    const emailLocale = input.locale ?? caller.locale;
    await context.mailer.send(
      composeResetEmail({
        to: user.email,
        name: user.name,
        link: resetLinkOf(context.storefrontUrl, emailLocale, token),
        locale: emailLocale,
      }),
    );
  }
  return message(caller.locale, "reset_link_sent");
}

const invalidLink = () => AppError.fields({ token: "action_link_invalid" }, "action_link_invalid");

/** Whether a reset link still works, so the storefront can say so before showing the form. */
export async function checkResetToken(context: AccountsContext, token: string) {
  const email = await selectResetTokenEmail(context.db, hashSecretToken(token), nowOf(context));
  if (!email) throw invalidLink();
  return { valid: true as const, email };
}

/**
 * Sets a new password from a reset link. The link works once; every session of the account ends,
 * and its other links stop working.
 */
export async function resetPassword(
  context: AccountsContext,
  input: ResetPasswordInput,
  locale: Locale,
) {
  const { db } = context;
  const now = nowOf(context);
  const tokenHash = hashSecretToken(input.token);
  const email = await selectResetTokenEmail(db, tokenHash, now);
  if (!email) throw invalidLink();
  const passwordHash = await hashPassword(input.password);
  const changed = await db.transaction(async (tx) => {
    const userId = await claimResetToken(tx, tokenHash, now);
    if (userId === null) return false;
    await updatePasswordHash(tx, userId, passwordHash);
    await retireResetTokens(tx, userId, now);
    await revokeUserSessions(tx, userId, now);
    return true;
  });
  if (!changed) throw invalidLink();
  // Whoever holds the mailbox may sign in at once, even if someone else was guessing.
  await forgetCounts(db, [{ limit: rateLimits.loginEmail, value: email.toLowerCase() }]);
  return message(locale, "password_changed");
}
