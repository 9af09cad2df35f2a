"use client";

import { reviewBodyMaxLength } from "@souq/contract/catalog-rules";
import type { Locale } from "@souq/contract/locale";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useId, useState, useTransition } from "react";
import { CountedTextarea } from "@/components/ui/form-field.tsx";
import { useToast } from "@/components/ui/toaster.tsx";
import { createReview, type ReviewFormState } from "@/features/product/reviews/actions.ts";
import { useRouter } from "@/i18n/navigation.tsx";

const ratings = [1, 2, 3, 4, 5] as const;

/**
 * The signed-in shopper's review: a 1–5 star radio group (arrow keys change it) and up to 2,000
 * characters of text with a live counter. The API's field messages show under their fields.
 */
export function ReviewForm({
  productId,
  onReviewed,
}: {
  productId: number;
  /** Called once the review is in, so the page can learn it is now the shopper's. */
  onReviewed?: () => Promise<void>;
}) {
  const t = useTranslations("Reviews");
  const locale = useLocale() as Locale;
  const toast = useToast();
  const router = useRouter();
  const [state, setState] = useState<ReviewFormState>({ status: "idle" });
  const [pending, startTransition] = useTransition();
  const [rating, setRating] = useState(0);
  const [preview, setPreview] = useState(0);
  const [body, setBody] = useState("");
  const id = useId();
  const errors = state.status === "error" ? (state.fields ?? {}) : {};
  const ratingErrors = errors.rating;
  const bodyErrors = errors.body;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    // Runs here rather than in an effect: on success the page replaces this form.
    startTransition(async () => {
      const result = await createReview(state, formData);
      setState(result);
      if (result.status !== "success") return;
      toast.success(result.message);
      setRating(0);
      setBody("");
      router.refresh();
      await onReviewed?.();
    });
  };
  const shown = preview || rating;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="review-form">
      <h3 className="text-lg font-bold text-ink">{t("writeTitle")}</h3>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="product_id" value={productId} />
      {state.status === "error" && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-sale"
          data-testid="form-error"
        >
          {state.message}
        </p>
      )}
      <fieldset aria-describedby={ratingErrors?.length ? `${id}-rating-error` : undefined}>
        <legend className="mb-1 text-sm font-semibold text-ink">
          {t("ratingLabel")}
          <span aria-hidden="true" className="ms-0.5 text-sale">
            *
          </span>
        </legend>
        <div className="flex w-fit gap-0.5" onPointerLeave={() => setPreview(0)}>
          {ratings.map((value) => (
            <label
              key={value}
              onPointerEnter={() => setPreview(value)}
              className="cursor-pointer rounded px-0.5 text-3xl leading-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                aria-invalid={ratingErrors?.length ? true : undefined}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={shown >= value ? "text-accent-500" : "text-gray-300"}
              >
                ★
              </span>
              <span className="sr-only">{t("stars", { count: value })}</span>
            </label>
          ))}
        </div>
        {ratingErrors?.length ? (
          <p
            id={`${id}-rating-error`}
            className="mt-1 text-xs text-sale"
            data-testid="rating-error"
          >
            {ratingErrors.join(" ")}
          </p>
        ) : null}
      </fieldset>
      <CountedTextarea
        id={`${id}-body`}
        name="body"
        label={t("bodyLabel")}
        rows={5}
        max={reviewBodyMaxLength}
        value={body}
        onChange={setBody}
        errors={bodyErrors}
        counter={t("counter", { count: body.length, max: reviewBodyMaxLength })}
        testIds={{ error: "body-error", counter: "body-counter" }}
      />
      <button
        type="submit"
        disabled={pending}
        className="w-fit rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {pending ? t("posting") : t("submit")}
      </button>
    </form>
  );
}
