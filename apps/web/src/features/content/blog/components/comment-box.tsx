"use client";

import { blogCommentHoneypotField, blogCommentLimits } from "@souq/contract/blog-rules";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useId, useState, useTransition } from "react";
import { CountedTextarea } from "@/components/ui/form-field.tsx";
import { FormError, SubmitButton } from "@/components/ui/form-parts.tsx";
import { HoneypotField } from "@/components/ui/honeypot-field.tsx";
import { SignInPrompt } from "@/components/ui/sign-in-prompt.tsx";
import { useToast } from "@/components/ui/toaster.tsx";
import { type CommentFormState, postBlogComment } from "@/features/content/blog/actions.ts";
import { useRouter } from "@/i18n/navigation.tsx";
import { useShopper } from "@/lib/shopper/shopper-provider.tsx";

/**
 * A way to comment, once the shopper is known (the page is cached and shared): the form when
 * signed in, a sign-in link otherwise; while loading, the sign-in box keeps the room, unseen.
 * After a comment the page is drawn again, so it shows in the list; what was typed stays after a
 * refusal. A field hidden from people catches programs that fill every field.
 */
export function CommentBox({ slug, loginHref }: { slug: string; loginHref: string }) {
  const t = useTranslations("Blog");
  const locale = useLocale();
  const { shopper } = useShopper();
  const toast = useToast();
  const router = useRouter();
  const id = useId();
  const [state, setState] = useState<CommentFormState>({ status: "idle" });
  const [body, setBody] = useState("");
  const [pending, startTransition] = useTransition();
  if (shopper.status !== "signed-in") {
    return (
      <SignInPrompt
        loading={shopper.status === "loading"}
        href={loginHref}
        prompt={t("signInPrompt")}
        action={t("signInToComment")}
        testId="comment-sign-in"
      />
    );
  }
  const bodyErrors = state.status === "error" ? state.fields?.body : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(async () => {
      const result = await postBlogComment(state, formData);
      setState(result);
      if (result.status !== "success") return;
      toast.success(result.message);
      setBody("");
      router.refresh();
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="relative flex flex-col gap-3"
      data-testid="comment-form"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="text-lg font-bold text-ink">
        {t("writeTitle")}
      </h3>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="slug" value={slug} />
      {state.status === "error" && <FormError message={state.message} />}
      <CountedTextarea
        id={`${id}-body`}
        name="body"
        label={t("bodyLabel")}
        rows={4}
        max={blogCommentLimits.max}
        value={body}
        onChange={setBody}
        errors={bodyErrors}
        counter={t("counter", { count: body.length, max: blogCommentLimits.max })}
        testIds={{ error: "comment-error" }}
      />
      <HoneypotField id={`${id}-website`} name={blogCommentHoneypotField} label={t("trap")} />
      <div>
        <SubmitButton disabled={pending}>{pending ? t("posting") : t("submit")}</SubmitButton>
      </div>
    </form>
  );
}
