"use client";

import { vendorMessageMaxLength } from "@souq/contract/message-rules";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useEffect, useId, useRef, useState, useTransition } from "react";
import { type ReplyState, replyToShopper } from "@/features/vendor-desk/actions.ts";

/**
 * The vendor's answer in a conversation: plain text up to 2,000 characters. Sent, the field
 * empties and the outcome is announced and takes focus; refused, the message goes under the
 * field, which keeps what was typed and takes focus.
 */
export function ReplyForm({ conversationId }: { conversationId: number }) {
  const t = useTranslations("VendorDesk.messages");
  const locale = useLocale();
  const [state, setState] = useState<ReplyState>({ status: "idle" });
  const [pending, startTransition] = useTransition();
  const [body, setBody] = useState("");
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const errors = state.status === "error" ? (state.fields?.message ?? []) : [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(async () => {
      const result = await replyToShopper(state, formData);
      setState(result);
      if (result.status === "success") setBody("");
    });
  };

  useEffect(() => {
    if (state.status === "idle") return;
    (state.status === "error" && errors.length ? field.current : outcome.current)?.focus();
  }, [state, errors.length]);

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6"
      data-testid="reply-form"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="conversation_id" value={conversationId} />
      {state.status === "success" && (
        <p
          ref={outcome}
          tabIndex={-1}
          role="status"
          className="rounded-lg bg-brand-50 p-3 text-sm font-semibold text-brand-800 outline-none"
          data-testid="reply-sent"
        >
          {state.message}
        </p>
      )}
      {state.status === "error" && errors.length === 0 && (
        <p
          ref={outcome}
          tabIndex={-1}
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-sale outline-none"
          data-testid="reply-error"
        >
          {state.message}
        </p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-message`} className="text-sm font-semibold">
          {t("reply")}
          <span aria-hidden="true" className="ms-0.5 text-sale">
            *
          </span>
        </label>
        <textarea
          ref={field}
          id={`${id}-message`}
          name="message"
          rows={4}
          required
          maxLength={vendorMessageMaxLength}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={`${id}-hint${errors.length ? ` ${id}-error` : ""}`}
          dir="auto"
          className="rounded-lg border border-gray-300 bg-white px-3 py-2 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-sale"
          data-testid="reply-body"
        />
        <p id={`${id}-hint`} className="text-xs text-muted">
          {t("replyHint")}
        </p>
        {errors.length > 0 && (
          <p id={`${id}-error`} className="text-xs text-sale" data-testid="reply-field-error">
            {errors.join(" ")}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="self-end rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        data-testid="reply-send"
      >
        {pending ? t("sending") : t("send")}
      </button>
    </form>
  );
}
