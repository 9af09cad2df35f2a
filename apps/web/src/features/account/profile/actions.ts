"use server";

import type { ProfileResponse } from "@souq/contract/auth";
import { authEndpoints } from "@souq/contract/endpoints/auth";
import { profilePictureMaxBytes } from "@souq/contract/picture-widths";
import { getTranslations } from "next-intl/server";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { formText, localeOrEnglish } from "@/lib/forms/form-values.ts";
import { readSessionCookie } from "@/lib/session/session-cookie.server.ts";

/** The fields the profile form keeps after an error; passwords are never sent back. */
const profileTextFields = ["name", "email", "phone", "address"] as const;
type ProfileText = (typeof profileTextFields)[number];

/** What the profile form shows after saving: the profile as it now is, or what to fix. */
export type ProfileChangeState =
  | { status: "idle" }
  | {
      status: "success";
      message: string;
      profile: ProfileResponse["item"];
      passwordChanged: boolean;
    }
  | {
      status: "error";
      message: string;
      fields?: Record<string, string[]>;
      /** What was typed, so the form keeps it after an error. */
      values: Record<ProfileText, string> & { change_password: boolean };
    };

/**
 * Saves the shopper's profile through the API (spec §7: `POST /api/auth/profile/{id}?_method=PUT`),
 * as multipart form data when a picture is chosen. The API judges every field, in the shopper's
 * language; the password fields go only when "change password" is ticked (spec §5).
 */
export async function saveProfile(
  _previous: ProfileChangeState,
  formData: FormData,
): Promise<ProfileChangeState> {
  const locale = localeOrEnglish(formData.get("locale"));
  const t = await getTranslations({ locale, namespace: "Account.errors" });
  const changePassword = formData.get("change_password") === "1";
  const text = Object.fromEntries(
    profileTextFields.map((name) => [name, formText(formData, name)]),
  ) as Record<ProfileText, string>;
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
        current_password: formText(formData, "current_password"),
        password: formText(formData, "password"),
        password_confirmation: formText(formData, "password_confirmation"),
      }
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
  return {
    status: "error",
    message:
      result.status === 401
        ? t("signedOut")
        : result.status === 413
          ? t("pictureTooLarge")
          : (result.message ?? t("failed")),
    fields: result.errors,
    values,
  };
}
