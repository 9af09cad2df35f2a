"use client";

import type { Locale } from "@souq/contract/locale";
import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";
import { useToast } from "@/components/ui/toaster.tsx";
import { logout } from "@/features/auth/actions.ts";
import { forgetEverything } from "@/features/auth/remember-session.ts";
import { timings } from "@/lib/timings.ts";

/** Log out: the API call, then every trace in the browser gone, the toast, and the page again. */
export function LogoutButton() {
  const t = useTranslations("Auth");
  const locale = useLocale() as Locale;
  const toast = useToast();
  const [pending, start] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() =>
        start(async () => {
          const result = await logout(locale);
          forgetEverything();
          toast.success(
            result.status === "success" && result.message ? result.message : t("logoutSuccess"),
          );
          setTimeout(() => window.location.reload(), timings.toastSuccessMs);
        })
      }
      className="w-full rounded-lg border border-gray-300 px-3 py-2 text-sm font-semibold hover:bg-gray-50 disabled:opacity-60"
      data-testid="logout"
    >
      {t("logout")}
    </button>
  );
}
