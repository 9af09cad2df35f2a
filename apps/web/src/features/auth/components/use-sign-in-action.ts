"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { useToast } from "@/components/ui/toaster.tsx";
import type { FormState } from "@/features/auth/actions.ts";
import { rememberSignIn } from "@/features/auth/remember-session.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { pathAfterSignIn } from "@/lib/routing/safe-next-path.ts";
import { timings } from "@/lib/timings.ts";

type SignInAction = (previous: FormState, formData: FormData) => Promise<FormState>;

/**
 * Runs a sign-in (or sign-up) action and, on success, does the spec's sequence: storage, the
 * toast, then the page again in the shopper's language after 2 s (a vendor's staff without a
 * return address: its desk). It runs in the submit handler,
 * not in an effect, because the action's re-render may already have replaced the form (the
 * header's modal becomes the profile menu) and the sequence must still finish.
 */
export function useSignInAction(action: SignInAction, nextPath?: string | null) {
  const [state, setState] = useState<FormState>({ status: "idle" });
  const [pending, startTransition] = useTransition();
  const toast = useToast();
  const t = useTranslations("Auth");
  const submit = (formData: FormData) =>
    startTransition(async () => {
      const result = await action(state, formData);
      setState(result);
      if (result.status !== "success" || !result.signedIn) return;
      const facts = result.signedIn;
      rememberSignIn(facts);
      toast.success(t("loginSuccess"));
      setTimeout(() => {
        const { pathname, search } = window.location;
        // Staff signing in without a return address (the header's sign-in) go to their desk.
        const current = facts.staff && !nextPath ? pageHref.vendorDashboard() : pathname + search;
        window.location.assign(pathAfterSignIn(nextPath, current, facts.lang));
      }, timings.reloadAfterLoginMs);
    });
  return [state, submit, pending] as const;
}
