"use client";

import type { Locale } from "@souq/contract/locale";
import { vendorMessageMaxLength } from "@souq/contract/message-rules";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, type ReactNode, useId, useState, useTransition } from "react";
import { sendVendorMessage, type VendorMessageState } from "@/features/messages/actions.ts";

export interface MessageSubject {
  vendorId: number;
  /** The product the message is about; null for the vendor in general. */
  productId: number | null;
}

/**
 * A message to a vendor: up to 2,000 characters with a live counter, posted through the server
 * action. The API's field messages show under the field; what was typed stays after an error.
 */
export function MessageForm({
  subject,
  label,
  onSent,
  actions,
  autoFocus = false,
}: {
  subject: MessageSubject;
  label: string;
  /** Called once the message is in, with the API's words and the conversation it joined. */
  onSent: (sent: { message: string; threadId: number }) => void;
  /** Buttons beside Send (the dialog's Cancel). */
  actions?: ReactNode;
  /** Start in the text field (in a dialog opened to write, its first control is Close). */
  autoFocus?: boolean;
}) {
  const t = useTranslations("VendorChat");
  const locale = useLocale() as Locale;
  const [state, setState] = useState<VendorMessageState>({ status: "idle" });
  const [pending, startTransition] = useTransition();
  const [body, setBody] = useState("");
  const id = useId();
  const errors = state.status === "error" ? (state.fields?.message ?? []) : [];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(async () => {
      const result = await sendVendorMessage(state, formData);
      setState(result);
      if (result.status !== "success") return;
      setBody("");
      onSent({ message: result.message, threadId: result.threadId });
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="message-form">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="vendor_id" value={subject.vendorId} />
      <input type="hidden" name="product_id" value={subject.productId ?? ""} />
      {state.status === "error" && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-sale"
          data-testid="message-form-error"
        >
          {state.message}
        </p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-message`} className="text-sm font-semibold text-ink">
          {label}
          <span aria-hidden="true" className="ms-0.5 text-sale">
            *
          </span>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={5}
          required
          // A dialog opened in order to write a message puts the focus here (useModalDialog).
          data-autofocus={autoFocus || undefined}
          maxLength={vendorMessageMaxLength}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={`${id}-counter${errors.length ? ` ${id}-error` : ""}`}
          dir="auto"
          className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-ink outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-sale"
          data-testid="message-body"
        />
        <div className="flex items-start justify-between gap-3">
          {errors.length ? (
            <p id={`${id}-error`} className="text-xs text-sale" data-testid="message-error">
              {errors.join(" ")}
            </p>
          ) : (
            <span />
          )}
          <p id={`${id}-counter`} className="shrink-0 text-xs text-muted tabular-nums">
            {t("counter", { count: body.length, max: vendorMessageMaxLength })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {actions}
        <button
          type="submit"
          disabled={pending}
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          data-testid="message-send"
        >
          {pending ? t("sending") : t("send")}
        </button>
      </div>
    </form>
  );
}
