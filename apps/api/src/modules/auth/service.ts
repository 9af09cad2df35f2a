import type {
  confirmSignupRequest,
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
import type { AfterAnswer } from "../../http/after-answer.ts";
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
import { selectStaffVendor } from "../vendor-desk/public.ts";
import { composeAccountNotice } from "./account-notice-email.ts";
import { hashPassword, verifyNobody, verifyPassword } from "./passwords.ts";
import {
  type ActiveSession,
  claimPendingSignup,
  claimResetToken,
  deletePendingSignups,
  emailTakenByOther,
  insertMembership,
  insertPendingSignup,
  insertResetToken,
  insertSession,
  insertUser,
  lockSignupEmailOf,
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
import {
  composeSignupEmail,
  composeSignupExistingEmail,
  confirmSignupLinkOf,
} from "./signup-email.ts";

export const sessionLifetimeMs = 30 * 24 * 60 * 60_000;
export const resetLinkLifetimeMs = 60 * 60_000;
export const signupLinkLifetimeMs = 24 * 60 * 60_000;

export interface AccountsContext {
  db: Database;
  /** Where uploaded profile pictures are kept, beside the other stored pictures. */
  mediaDir: string;
  publicUrl: string;
  storefrontUrl: string;
  mailer: Mailer;
  /** Where work that must not show in an answer's timing runs (sign-up and reset emails). */
  afterAnswer: AfterAnswer;
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

/** The session a token opens, with the staff's vendor (ADR 47). */
export type { ActiveSession } from "./repository.ts";

type LoginInput = z.infer<typeof loginRequest>;
type RegisterInput = z.infer<typeof registerRequest>;
type ConfirmSignupInput = z.infer<typeof confirmSignupRequest>;
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
): Promise<ActiveSession | null> {
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
 * in any marketplace), else the first the shopper joined, else the first there is. A vendor's
 * staff account signs in to its vendor's marketplace only: another one asked for is refused.
 */
async function companyForSession(
  db: Queryable,
  userId: number,
  requested: number | undefined,
  staffCompany: number | null,
): Promise<number> {
  if (staffCompany !== null) {
    if (requested !== undefined && requested !== staffCompany) {
      throw AppError.fields({ company_id: "staff_other_marketplace" }, "staff_other_marketplace");
    }
    await insertMembership(db, userId, staffCompany);
    return staffCompany;
  }
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
  const vendor = await selectStaffVendor(db, userId, locale);
  const companyId = await companyForSession(
    db,
    userId,
    requestedCompany,
    vendor?.companyId ?? null,
  );
  const { token, hash } = newSecretToken();
  await insertSession(db, {
    userId,
    companyId,
    tokenHash: hash,
    expiresAt: new Date(nowOf(context).getTime() + sessionLifetimeMs),
  });
  const user = await selectSessionUser(
    db,
    userId,
    locale,
    publicUrl,
    vendor ? { id: vendor.id, name: vendor.name } : null,
  );
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
 * Starts a sign-up. The answer is the same whether or not the email has an account, after the
 * same work (the password is hashed either way); what differs happens after the answer, in the
 * email: a new address gets the link that opens the account (`confirmSignup`), an address with an
 * account is told that someone tried to sign up with it. The account's language is the language
 * the shopper is using, and so is the email's.
 */
export async function register(context: AccountsContext, input: RegisterInput, caller: Caller) {
  const { db } = context;
  const now = nowOf(context);
  // Every attempt counts, whatever the email: each one sends an email.
  await enforceLimits(db, [byAddress(rateLimits.registerAddress, caller.ip)], now);
  await assertCompanyExists(db, input.company_id);
  const passwordHash = await hashPassword(input.password);
  context.afterAnswer.run(() => mailSignup(context, input, passwordHash, caller.locale, now));
  return message(caller.locale, "signup_check_email");
}

/** The email a sign-up sends, after the answer: the link for a new address, a notice otherwise. */
async function mailSignup(
  context: AccountsContext,
  input: RegisterInput,
  passwordHash: string,
  locale: Locale,
  now: Date,
) {
  const { db } = context;
  // Past the mailbox's limit nothing is kept or sent; the answer was the same.
  const mailbox: LimitedKey[] = [{ limit: rateLimits.registerEmail, value: input.email }];
  if ((await countUse(db, mailbox, now)) > 0) return;
  const credentials = await selectCredentials(db, input.email);
  const account = credentials ? await selectUserBrief(db, credentials.id) : null;
  if (account) {
    await context.mailer.send(
      composeSignupExistingEmail({
        to: account.email,
        name: account.name,
        storefrontUrl: context.storefrontUrl,
        locale,
      }),
    );
    return;
  }
  const { token, hash } = newSecretToken();
  await insertPendingSignup(
    db,
    {
      name: input.name,
      email: input.email,
      phone: input.phone,
      locale: locale === "ar" ? "ar-SA" : "en-GB",
      companyId: input.company_id ?? null,
      passwordHash,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + signupLinkLifetimeMs),
    },
    now,
  );
  await context.mailer.send(
    composeSignupEmail({
      to: input.email,
      link: confirmSignupLinkOf(context.storefrontUrl, locale, token),
      locale,
    }),
  );
}

const invalidSignupLink = () =>
  AppError.fields({ token: "signup_link_invalid" }, "signup_link_invalid");

/**
 * Finishes a sign-up from its emailed link: opens the account and signs it in, answering like
 * sign-in. The link works once and for a day; the account, its marketplace and its first session
 * are written together or not at all, and the email's other waiting sign-ups are dropped.
 */
export async function confirmSignup(
  context: AccountsContext,
  input: ConfirmSignupInput,
  caller: Caller,
): Promise<LoginResponse> {
  const { db } = context;
  const now = nowOf(context);
  try {
    return await db.transaction(async (tx) => {
      const tokenHash = hashSecretToken(input.token);
      await lockSignupEmailOf(tx, tokenHash);
      const signup = await claimPendingSignup(tx, tokenHash, now);
      if (!signup) throw invalidSignupLink();
      const userId = await insertUser(tx, {
        name: signup.name,
        email: signup.email,
        phone: signup.phone,
        locale: signup.locale,
        passwordHash: signup.passwordHash,
      });
      await deletePendingSignups(tx, signup.email);
      return startSession(context, tx, userId, signup.companyId ?? undefined, caller.locale);
    });
  } catch (error) {
    // The email got its account meanwhile (another of its links, at the same moment).
    if (isUniqueViolation(error)) throw invalidSignupLink();
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
 * Sends a reset link when the email has an account; answers the same either way, after the same
 * work: looking the email up, making the link and writing the email all happen after the answer.
 * The email is written in the language asked for (else the request's); at most 3 go to one
 * address an hour.
 */
export async function requestPasswordReset(
  context: AccountsContext,
  input: ForgotPasswordInput,
  caller: Caller,
) {
  const now = nowOf(context);
  await enforceLimits(context.db, [byAddress(rateLimits.resetAddress, caller.ip)], now);
  const emailLocale = input.locale ?? caller.locale;
  context.afterAnswer.run(() => mailResetLink(context, input.email, emailLocale, now));
  return message(caller.locale, "reset_link_sent");
}

/** The reset link, after the answer, when the email has an account and its mailbox is within its limit. */
async function mailResetLink(context: AccountsContext, email: string, locale: Locale, now: Date) {
  const { db } = context;
  const credentials = await selectCredentials(db, email);
  const user = credentials ? await selectUserBrief(db, credentials.id) : null;
  const mailbox: LimitedKey[] = [{ limit: rateLimits.resetEmail, value: email }];
  if (!user || (await countUse(db, mailbox, now)) > 0) return;
  const { token, hash } = newSecretToken();
  await insertResetToken(db, {
    userId: user.id,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + resetLinkLifetimeMs),
  });
  await context.mailer.send(
    composeResetEmail({
      to: user.email,
      name: user.name,
      link: resetLinkOf(context.storefrontUrl, locale, token),
      locale,
    }),
  );
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
