import { z } from "zod";
import { recordId } from "./params.ts";

/** Emails are compared without case; stored as given, trimmed. */
export const email = z.string().trim().toLowerCase().max(254).email();

/** The password rules shoppers see: at least 8 characters, at most 128. */
export const password = z.string().min(8).max(128);

/** A Saudi or international phone number: digits with an optional leading +, 7 to 15 digits. */
export const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{7,15}$/, "must be a phone number of 7 to 15 digits");

export const companyBrief = z
  .object({ id: z.number().int(), name: z.string(), image_url: z.string().nullable() })
  .meta({ id: "CompanyBrief" });

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

/** POST /api/auth/register: answers like login (201), signed in at once. */
export const registerRequest = z
  .object({
    name: z.string().trim().min(2).max(100),
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
