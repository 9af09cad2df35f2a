"use client";

import { contactHoneypotField, contactLimits } from "@souq/contract/contact-rules";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useEffect, useRef, useState, useTransition } from "react";
import { FormField, TextAreaField } from "@/components/ui/form-field.tsx";
import { FormError, SubmitButton } from "@/components/ui/form-parts.tsx";
import { HoneypotField } from "@/components/ui/honeypot-field.tsx";
import { useToast } from "@/components/ui/toaster.tsx";
import {
  type ContactState,
  sendContactMessage,
} from "@/features/content/contact/contact-action.ts";

/**
 * The contact page's form. Each field's message appears under it and what was typed stays after
 * an error; a sent message is acknowledged with a toast and the form empties. A field hidden from
 * people (and from screen readers) catches programs that fill every field.
 */
export function ContactForm() {
  const t = useTranslations("Contact");
  const locale = useLocale();
  const toast = useToast();
  const [state, setState] = useState<ContactState>({ status: "idle" });
  const [sent, setSent] = useState(0);
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.status !== "error") return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);
  const typed = state.status === "error" ? state.values : undefined;
  const errors = state.status === "error" ? (state.fields ?? {}) : {};
  const hasFieldErrors = Object.keys(errors).length > 0;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(async () => {
      const result = await sendContactMessage(state, formData);
      setState(result);
      if (result.status === "success") {
        toast.success(result.message);
        setSent((count) => count + 1);
      } else if (result.status === "error") {
        toast.error(result.message);
      }
    });
  };
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby="contact-form-title"
      // A new key after each error redraws the fields with what was typed, and after a success
      // draws them empty.
      key={state.status === "error" ? JSON.stringify(state.values) : `form-${sent}`}
      className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6"
      data-testid="contact-form"
    >
      <div>
        <h2 id="contact-form-title" className="text-xl font-bold">
          {t("formTitle")}
        </h2>
        <p className="text-sm text-muted">{t("formText")}</p>
      </div>
      <input type="hidden" name="locale" value={locale} />
      {state.status === "error" && !hasFieldErrors && <FormError message={state.message} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="name"
          label={t("fields.name")}
          autoComplete="name"
          maxLength={contactLimits.name.max}
          defaultValue={typed?.name}
          errors={errors.name}
        />
        <FormField
          name="email"
          type="email"
          label={t("fields.email")}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          defaultValue={typed?.email}
          errors={errors.email}
        />
        <FormField
          name="phone"
          type="tel"
          label={t("fields.phone")}
          autoComplete="tel"
          inputMode="tel"
          required={false}
          maxLength={contactLimits.phone}
          hint={t("fields.phoneHint")}
          defaultValue={typed?.phone}
          errors={errors.phone}
        />
        <FormField
          name="subject"
          label={t("fields.subject")}
          maxLength={contactLimits.subject.max}
          defaultValue={typed?.subject}
          errors={errors.subject}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            name="message"
            label={t("fields.message")}
            maxLength={contactLimits.message.max}
            defaultValue={typed?.message}
            errors={errors.message}
          />
        </div>
      </div>
      <HoneypotField id="contact-website" name={contactHoneypotField} label={t("fields.trap")} />
      <div>
        <SubmitButton disabled={pending}>{pending ? t("sending") : t("send")}</SubmitButton>
      </div>
    </form>
  );
}
