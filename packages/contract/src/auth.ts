import { z } from "zod";
import { recordId } from "./params.ts";
import { gulfPhone } from "./phone.ts";
import { profilePictureMaxBytes } from "./picture-widths.ts";
import { singleLineText } from "./single-line.ts";

/** Emails are compared without case; stored as given, trimmed. */
export const email = z.string().trim().toLowerCase().max(254).email();

/** The password rules shoppers see: at least 8 characters, at most 128. */
export const password = z.string().min(8).max(128);

/** The account's phone: the store's one phone rule (Saudi and Gulf numbers, stored in E.164). */
export const phone = gulfPhone;

export const companyBrief = z
  .object({ id: z.number().int(), name: z.string(), image_url: z.string().nullable() })
  .meta({ id: "CompanyBrief" });

/** The vendor a staff account works for, named in the request's language. */
export const staffVendor = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: "StaffVendor" });
export type StaffVendor = z.infer<typeof staffVendor>;

export const sessionUser = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    image_url: z.string().nullable(),
    /** "en-GB" or "ar-SA": the storefront shows English for en-GB and Arabic otherwise. */
    locale: z.string(),
    companies: z.array(companyBrief),
    /**
     * Present only for a vendor's staff account: the vendor whose desk (`/{company}/api/vendor`)
     * its token opens. Absent for shoppers. Staff accounts do not shop: shoppers' calls answer
     * their token 403.
     */
    vendor: staffVendor.optional(),
  })
  .meta({ id: "SessionUser" });
export type SessionUser = z.infer<typeof sessionUser>;

/** POST /api/auth/login (form data or JSON). `company_id` binds the token to one marketplace. */
export const loginRequest = z.object({
  email,
  password: z.string().min(1).max(128),
  company_id: recordId.optional(),
});

export const loginResponse = z
  .object({
    access_token: z.object({ accessToken: z.string() }),
    user: sessionUser,
  })
  .meta({ id: "LoginResponse" });
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * POST /api/auth/register: answers 202 and the same message whether or not the email has an
 * account; the account is opened from the emailed link (POST /api/auth/register/confirm).
 */
export const registerRequest = z
  .object({
    name: singleLineText(2, 100),
    email,
    phone,
    password,
    password_confirmation: z.string(),
    company_id: recordId.optional(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ["password_confirmation"],
    message: "does not match the password",
  });

export const messageResponse = z.object({ message: z.string() }).meta({ id: "Message" });

/** POST /api/auth/register/confirm: the token from the sign-up email's link; answers like login (201). */
export const confirmSignupRequest = z.object({ token: z.string().min(16).max(200) });

/** GET /api/auth/profile/{id}: the token's own user only (another id answers 404). */
export const profileResponse = z
  .object({
    item: z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
      image_url: z.string().nullable(),
    }),
  })
  .meta({ id: "ProfileResponse" });
export type ProfileResponse = z.infer<typeof profileResponse>;

// The wording of the profile form's own checks; the API words each in the request's language.
export const profileCheckMessages = {
  pictureFile: "must be a picture file",
  pictureSize: "must be a picture of at most 2 MB",
  passwordRequired: "is required to change the password",
} as const;

export { profilePictureMaxBytes };

/**
 * A form checkbox as the spec's storefront may send it: set with `1`, `true` or `on` (or JSON
 * `true`); `0`, `false`, an empty value or no value at all leave it unset.
 */
const formFlag = z
  .union([z.boolean(), z.enum(["1", "true", "on", "0", "false", ""])])
  .transform((value) => value === true || value === "1" || value === "true" || value === "on");

/**
 * A file of a multipart form arrives as its bytes; an empty file part (a file input left empty)
 * is no file at all. Its content decides what it is, not its name or declared type: the API
 * reads its first bytes and decodes it before keeping it.
 */
const pictureUpload = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array, profileCheckMessages.pictureFile)
  .transform((bytes) => (bytes.byteLength === 0 ? undefined : bytes))
  .refine(
    (bytes) => bytes === undefined || bytes.byteLength <= profilePictureMaxBytes,
    profileCheckMessages.pictureSize,
  )
  .meta({
    type: "string",
    format: "binary",
    description:
      "multipart/form-data only: a JPEG, PNG or WebP picture of at most 2 MB, told by its content. It is re-encoded (metadata such as EXIF removed) to 50, 100 and 200 pixels square.",
  });

/** What the password fields need when `change_password` is set; absent or blank otherwise. */
const optionalSecret = z.string().max(128).optional();

/**
 * POST /api/auth/profile/{id}?_method=PUT (form data, multipart with the picture, or JSON). The
 * password fields count only when `change_password` is set (spec §5): then the current password
 * is required and the new one follows the sign-up rules and is confirmed. A new email needs the
 * current password too (the API checks it, since only it knows the stored email).
 */
export const profileUpdateRequest = z
  .object({
    name: singleLineText(2, 100),
    email,
    phone,
    address: singleLineText(0, 255)
      .optional()
      .describe("Free text; empty clears it. Delivery addresses live in the address book."),
    picture: pictureUpload.optional(),
    change_password: formFlag.optional(),
    current_password: optionalSecret,
    password: optionalSecret,
    password_confirmation: optionalSecret,
  })
  .superRefine((body, context) => {
    if (!body.change_password) return;
    if (!body.current_password) {
      context.addIssue({
        code: "custom",
        path: ["current_password"],
        message: profileCheckMessages.passwordRequired,
      });
    }
    const next = password.safeParse(body.password ?? "");
    for (const issue of next.success ? [] : next.error.issues) {
      context.addIssue({ ...issue, path: ["password"] } as Parameters<typeof context.addIssue>[0]);
    }
    if (next.success && body.password !== body.password_confirmation) {
      context.addIssue({
        code: "custom",
        path: ["password_confirmation"],
        message: "does not match the password",
      });
    }
  });
export type ProfileUpdateInput = z.input<typeof profileUpdateRequest>;

/** The answer of a profile change: the spec's toast text, and the profile as it now is. */
export const profileUpdateResponse = z
  .object({ message: z.string(), item: profileResponse.shape.item })
  .meta({ id: "ProfileUpdateResponse" });
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponse>;

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export const forgotPasswordRequest = z.object({
  email,
  company_id: recordId.optional(),
  /** The storefront language the email is written in. */
  locale: z.enum(["en", "ar"]).optional(),
});

/** GET /api/auth/reset-password/{token}: whether a link still works, before the form is shown. */
export const resetTokenStatus = z
  .object({ valid: z.literal(true), email: z.string() })
  .meta({ id: "ResetTokenStatus" });

/** POST /api/auth/reset-password: a bad, expired or used token answers 422 "The action link is invalid". */
export const resetPasswordRequest = z
  .object({
    token: z.string().min(16).max(200),
    password,
    password_confirmation: z.string(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ["password_confirmation"],
    message: "does not match the password",
  });

/** POST /{company}/api/marketplace/newsletter: signing up twice is not an error. */
export const newsletterRequest = z.object({ email });
