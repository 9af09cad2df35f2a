import { z } from "zod";
import {
  confirmSignupRequest,
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  messageResponse,
  profileResponse,
  profileUpdateRequest,
  profileUpdateResponse,
  registerRequest,
  resetPasswordRequest,
  resetTokenStatus,
} from "../auth.ts";
import { endpoint, errorResponses } from "../endpoint.ts";
import { idParam } from "../params.ts";

/** Sign-in, sign-up, sign-out, the shopper's profile and password reset, on the auth host. */
export const authEndpoints = {
  login: endpoint({
    host: "auth",
    method: "POST",
    path: "/api/auth/login",
    body: loginRequest,
    responses: { 200: loginResponse, ...errorResponses(422, 429) },
    session: "none",
    tag: "Accounts",
    summary: "Sign in with email and password",
    description:
      "Form data or JSON. `company_id` binds the token to that marketplace (the shopper joins it " +
      "if needed); without it, to the first marketplace the shopper joined. A wrong email and a " +
      "wrong password get the same answer. Attempts are counted before the password is checked: " +
      "past 5 failures for one email, or 20 from one address, within 15 minutes the call " +
      "answers 429 with Retry-After until the 15 minutes are over.",
  }),

  register: endpoint({
    host: "auth",
    method: "POST",
    path: "/api/auth/register",
    body: registerRequest,
    responses: { 202: messageResponse, ...errorResponses(422, 429) },
    session: "none",
    tag: "Accounts",
    summary: "Start a sign-up: the account is opened from the link emailed to the address",
    description:
      "Answers 202 with the same message whether or not the email already has an account, " +
      "after the same work, so neither the answer nor its timing tells. A new address is sent a " +
      "link (valid for 24 hours, once) to the storefront's confirm page in the request's " +
      "language, which finishes the sign-up with POST /api/auth/register/confirm; an address " +
      "that already has an account is sent a notice instead, with links to sign in and to " +
      "choose a new password. The account's language is the request's (`ar-SA` for Arabic, " +
      "`en-GB` for English). 422 only for fields to fix. At most 3 emails go to one mailbox an " +
      "hour (the answer stays the same), and one address may try 20 times an hour; past that " +
      "429 with Retry-After.",
  }),

  confirmSignup: endpoint({
    host: "auth",
    method: "POST",
    path: "/api/auth/register/confirm",
    body: confirmSignupRequest,
    responses: { 201: loginResponse, ...errorResponses(422) },
    session: "none",
    tag: "Accounts",
    summary: "Finish a sign-up with the emailed link: open the account and sign in",
    description:
      "Answers like sign-in, with 201: the token is bound to the marketplace named at sign-up " +
      "(else the first). The link works once; a used, expired or unknown link answers 422 " +
      '"This sign-up link is invalid or has expired. Please sign up again."',
  }),

  logout: endpoint({
    host: "auth",
    method: "POST",
    path: "/api/auth/logout",
    responses: { 200: messageResponse, ...errorResponses(401) },
    session: "required",
    tag: "Accounts",
    summary: "Sign out: the token stops working at once",
  }),

  profile: endpoint({
    host: "auth",
    method: "GET",
    path: "/api/auth/profile/:id",
    params: z.object({ id: idParam.describe("The user id") }),
    responses: { 200: profileResponse, ...errorResponses(400, 401, 404) },
    session: "required",
    tag: "Accounts",
    summary: "The signed-in shopper's profile",
    description: "Only the token's own user: any other id answers 404.",
  }),

  updateProfile: endpoint({
    host: "auth",
    method: "PUT",
    path: "/api/auth/profile/:id",
    params: z.object({ id: idParam.describe("The user id") }),
    body: profileUpdateRequest,
    responses: { 200: profileUpdateResponse, ...errorResponses(400, 401, 404, 413, 422, 429) },
    session: "required",
    tag: "Accounts",
    summary:
      "Change the signed-in shopper's profile, picture or password (`POST …?_method=PUT` as the spec sends it)",
    description:
      "Only the token's own user: any other id answers 404. Answers 'Profile info updated " +
      "successfully' and the profile. The email must stay unique (compared without case). The " +
      "picture (multipart only) is a JPEG, PNG or WebP of at most 2 MB, recognised by its " +
      "content; anything else (an SVG, an HTML page renamed .png) answers 422. With " +
      "`change_password` set, a wrong `current_password` answers 422 and changes nothing; a " +
      "right one sets the new password and signs out every other session of the account (this " +
      "token keeps working). After 5 wrong current passwords in 15 minutes the call answers 429 " +
      "with Retry-After until the 15 minutes are over.",
  }),

  forgotPassword: endpoint({
    host: "auth",
    method: "POST",
    path: "/api/auth/forgot-password",
    body: forgotPasswordRequest,
    responses: { 200: messageResponse, ...errorResponses(422, 429) },
    session: "none",
    tag: "Accounts",
    summary: "Email a password-reset link",
    description:
      "Always answers the same, whether or not the email has an account. The link (valid for " +
      "one hour, once) goes to the storefront's reset page in `locale` (else the request's language). " +
      "At most 3 emails go to one mailbox an hour (the answer stays the same), and one address " +
      "may ask 10 times an hour; past that 429 with Retry-After.",
  }),

  resetTokenStatus: endpoint({
    host: "auth",
    method: "GET",
    path: "/api/auth/reset-password/:token",
    params: z.object({ token: z.string().max(200).describe("The token from the link") }),
    responses: { 200: resetTokenStatus, ...errorResponses(400, 422) },
    session: "none",
    tag: "Accounts",
    summary: "Whether a password-reset link still works",
  }),

  resetPassword: endpoint({
    host: "auth",
    method: "POST",
    path: "/api/auth/reset-password",
    body: resetPasswordRequest,
    responses: { 200: messageResponse, ...errorResponses(422) },
    session: "none",
    tag: "Accounts",
    summary: "Choose a new password with a reset link",
    description:
      "The link works once. Every session of the account ends. A bad, expired or used link " +
      'answers 422 "The action link is invalid".',
  }),
};
