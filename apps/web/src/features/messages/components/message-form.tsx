"use client";

import type { Locale } from "@souq/contract/locale";
import { vendorMessageMaxLength } from "@souq/contract/message-rules";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, type ReactNode, useId, useState, useTransition } from "react";
import { CountedTextarea } from "@/components/ui/form-field.tsx";
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
      <CountedTextarea
        id={`${id}-message`}
        name="message"
        label={label}
        rows={5}
        max={vendorMessageMaxLength}
        value={body}
        onChange={setBody}
        errors={errors}
        counter={t("counter", { count: body.length, max: vendorMessageMaxLength })}
        autoFocus={autoFocus}
        testIds={{ box: "message-body", error: "message-error" }}
      />
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
