"use server";

import type { ProfileResponse } from "@souq/contract/auth";
import { authEndpoints } from "@souq/contract/endpoints/auth";
import { profilePictureMaxBytes } from "@souq/contract/picture-widths";
import { getTranslations } from "next-intl/server";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { refusalOf } from "@/lib/forms/api-refusal.ts";
import { errorOccurred } from "@/lib/forms/error-occurred.server.ts";
import type { FormState } from "@/lib/forms/form-state.ts";
import { localeOf } from "@/lib/forms/locale-of.ts";
import { readTextForm } from "@/lib/forms/parse-form.ts";
import { readSessionCookie } from "@/lib/session/session-cookie.server.ts";

/** The profile form's text; the API judges each field. Passwords are never sent back. */
const profileForm = {
  fields: [
    "name",
    "email",
    "phone",
    "address",
    "change_password",
    "current_password",
    "password",
    "password_confirmation",
  ],
  keep: ["name", "email", "phone", "address"],
} as const;
type ProfileText = (typeof profileForm.keep)[number];

/** What the profile form shows after saving: the profile as it now is, or what to fix. */
export type ProfileChangeState = FormState<
  Record<ProfileText, string> & { change_password: boolean },
  { message: string; profile: ProfileResponse["item"]; passwordChanged: boolean }
>;

/**
 * Saves the shopper's profile through the API (spec §7: `POST /api/auth/profile/{id}?_method=PUT`),
 * as multipart form data when a picture is chosen. The API judges every field, in the shopper's
 * language; the password fields go only when "change password" is ticked (spec §5), and the
 * current password alone when it was given to change the email.
 */
export async function saveProfile(
  _previous: ProfileChangeState,
  formData: FormData,
): Promise<ProfileChangeState> {
  const locale = localeOf(formData);
  const t = await getTranslations({ locale, namespace: "Account.errors" });
  const { data, values: text } = readTextForm(formData, profileForm);
  const changePassword = data.change_password === "1";
  const values = { ...text, change_password: changePassword };
  const chosen = formData.get("picture");
  const picture = chosen instanceof Blob && chosen.size > 0 ? chosen : undefined;
  if (picture && picture.size > profilePictureMaxBytes) {
    const message = t("pictureTooLarge");
    return { status: "error", message, fields: { picture: [message] }, values };
  }
  const session = await readSessionCookie();
  if (!session) return { status: "error", message: t("signedOut"), values };
  const passwords = changePassword
    ? {
        change_password: "1" as const,
        current_password: data.current_password,
        password: data.password,
        password_confirmation: data.password_confirmation,
      }
    : data.current_password
      ? // A new email needs the current password even without a new password.
        { current_password: data.current_password }
      : {};
  const result = await callEndpoint(authEndpoints.updateProfile, {
    params: { id: session.userId },
    body: { ...text, ...passwords },
    files: picture ? { picture } : {},
    locale,
    token: session.token,
  });
  if (result.ok) {
    return {
      status: "success",
      message: result.data.message,
      profile: result.data.item,
      passwordChanged: changePassword,
    };
  }
  return refusalOf(result, {
    fallback: await errorOccurred(locale),
    byStatus: { 401: t("signedOut"), 413: t("pictureTooLarge") },
    values,
  });
}
