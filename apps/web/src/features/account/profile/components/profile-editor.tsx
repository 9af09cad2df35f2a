"use client";

import type { ProfileResponse } from "@souq/contract/auth";
import { maxPhoneInputLength } from "@souq/contract/phone-rules";
import { profilePictureMaxBytes } from "@souq/contract/picture-widths";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useEffect, useRef, useState, useTransition } from "react";
import { FileField, FormField } from "@/components/ui/form-field.tsx";
import { FormError, SubmitButton } from "@/components/ui/form-parts.tsx";
import { useToast } from "@/components/ui/toaster.tsx";
import { ProfileSummary } from "@/features/account/components/profile-summary.tsx";
import { type ProfileChangeState, saveProfile } from "@/features/account/profile/actions.ts";
import { ProfilePicture } from "@/features/account/profile/components/profile-picture.tsx";
import { mirrorShopper } from "@/lib/client-store/shopper-mirror.ts";
import { useShopper } from "@/lib/shopper/shopper-provider.tsx";

type Profile = ProfileResponse["item"];

/** The picture types offered in the picker; the API tells a picture by its content anyway. */
const pictureTypes = "image/jpeg,image/png,image/webp";

/**
 * The shopper's profile and the form that changes it: name, email, phone, address, picture and,
 * when "change password" is ticked, the password. After saving, the summary, the header's menu
 * and the browser's copy show the change at once; after an error what was typed stays, each
 * field's message is under it and the API's message shows in a toast.
 */
export function ProfileEditor({ profile }: { profile: Profile }) {
  const t = useTranslations("Account");
  const locale = useLocale();
  const toast = useToast();
  const { refresh } = useShopper();
  const [current, setCurrent] = useState(profile);
  const [state, setState] = useState<ProfileChangeState>({ status: "idle" });
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [changePassword, setChangePassword] = useState(false);
  // The email as typed: a new one needs the current password (re-authentication).
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const [saved, setSaved] = useState(0);
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  // After an error the cursor goes to the first field to fix.
  useEffect(() => {
    if (state.status !== "error") return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);

  const errors = state.status === "error" ? (state.fields ?? {}) : {};
  const hasFieldErrors = Object.keys(errors).length > 0;
  const pictureErrors = pictureError ? [pictureError] : errors.picture;
  const emailChanging =
    typedEmail !== null && typedEmail.trim().toLowerCase() !== current.email.toLowerCase();
  const askPasswordForEmail = !changePassword && (emailChanging || !!errors.current_password);
  const field = (name: "name" | "email" | "phone" | "address") => ({
    name,
    label: t(name),
    defaultValue: current[name] ?? "",
    errors: errors[name],
  });
  // One current-password field, asked beside a new email or with a new password (never both).
  const currentPassword = {
    name: "current_password",
    label: t("currentPassword"),
    type: "password",
    autoComplete: "current-password",
    maxLength: 128,
    errors: errors.current_password,
  } as const;

  const choosePicture = (file: File | null) => {
    setPictureError(
      file && file.size > profilePictureMaxBytes ? t("errors.pictureTooLarge") : null,
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pictureError) {
      toast.error(pictureError);
      formRef.current?.querySelector<HTMLElement>('input[name="picture"]')?.focus();
      return;
    }
    const formData = new FormData(event.currentTarget);
    startTransition(async () => {
      const result = await saveProfile(state, formData);
      setState(result);
      if (result.status === "success") {
        toast.success(result.message);
        setCurrent(result.profile);
        mirrorShopper({
          name: result.profile.name,
          images: result.profile.image_url,
          email: result.profile.email,
          phone: result.profile.phone,
        });
        setChangePassword(false);
        setTypedEmail(null);
        // A new key clears the password fields and the chosen file.
        setSaved((count) => count + 1);
        await refresh();
      } else if (result.status === "error") {
        toast.error(result.message);
      }
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="profile-summary-title"
        className="flex flex-col gap-6 rounded-2xl border border-gray-200 bg-white p-6 sm:flex-row sm:items-start"
      >
        <h2 id="profile-summary-title" className="sr-only">
          {t("summaryTitle")}
        </h2>
        <ProfilePicture
          name={current.name}
          url={current.image_url}
          alt={t("pictureAlt", { name: current.name })}
          testId="profile-picture"
        />
        <div className="min-w-0 flex-1">
          <ProfileSummary user={current} />
        </div>
      </section>

      <form
        ref={formRef}
        key={saved}
        onSubmit={submit}
        onChange={(event) => {
          const input: EventTarget = event.target;
          if (input instanceof HTMLInputElement && input.name === "email") {
            setTypedEmail(input.value);
          }
        }}
        noValidate
        aria-labelledby="profile-form-title"
        className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6"
        data-testid="profile-form"
      >
        <h2 id="profile-form-title" className="text-lg font-bold text-ink">
          {t("editTitle")}
        </h2>
        <input type="hidden" name="locale" value={locale} />
        {state.status === "error" && !hasFieldErrors && <FormError message={state.message} />}
        {state.status === "success" && state.passwordChanged && (
          <p
            role="status"
            className="rounded-lg bg-brand-50 p-3 text-sm text-brand-800"
            data-testid="password-changed-note"
          >
            {t("passwordChangedNote")}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField {...field("name")} autoComplete="name" maxLength={100} />
          <FormField {...field("email")} type="email" autoComplete="email" maxLength={254} />
          {askPasswordForEmail && (
            <FormField {...currentPassword} hint={t("currentPasswordForEmail")} />
          )}
          <FormField
            {...field("phone")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={maxPhoneInputLength}
            hint={t("phoneHint")}
          />
          <FormField
            {...field("address")}
            autoComplete="street-address"
            maxLength={255}
            required={false}
          />
          <div className="sm:col-span-2">
            <FileField
              name="picture"
              label={t("picture")}
              accept={pictureTypes}
              hint={t("pictureHint")}
              errors={pictureErrors}
              onChoose={choosePicture}
            />
          </div>
        </div>

        <fieldset className="flex flex-col gap-4 border-t border-gray-200 pt-4">
          <legend className="sr-only">{t("passwordTitle")}</legend>
          <label className="flex items-center gap-2 font-semibold text-ink">
            <input
              type="checkbox"
              name="change_password"
              value="1"
              checked={changePassword}
              onChange={(event) => setChangePassword(event.currentTarget.checked)}
              className="h-4 w-4 accent-brand-700"
            />
            {t("changePassword")}
          </label>
          {changePassword && (
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField {...currentPassword} />
              <FormField
                name="password"
                label={t("newPassword")}
                type="password"
                autoComplete="new-password"
                maxLength={128}
                hint={t("newPasswordHint")}
                errors={errors.password}
              />
              <FormField
                name="password_confirmation"
                label={t("confirmPassword")}
                type="password"
                autoComplete="new-password"
                maxLength={128}
                errors={errors.password_confirmation}
              />
            </div>
          )}
        </fieldset>

        <div>
          <SubmitButton disabled={pending}>{pending ? t("saving") : t("save")}</SubmitButton>
        </div>
      </form>
    </div>
  );
}
