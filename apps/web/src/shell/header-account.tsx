"use client";

import { useTranslations } from "next-intl";
import { ProfileMenu } from "@/features/account/components/profile-menu.tsx";
import { ExpiredSession } from "@/features/auth/components/expired-session.tsx";
import { LogoutButton } from "@/features/auth/components/logout-button.tsx";
import { SignInDialog } from "@/features/auth/components/sign-in-dialog.tsx";
import { useShopper } from "@/lib/shopper/shopper-provider.tsx";

/**
 * The header's account control, once the shopper is known: the profile menu when signed in, a note
 * when the API cannot say who is, the sign-in button otherwise. While loading, the sign-in button
 * keeps the room, unseen and inert.
 */
export function HeaderAccount() {
  const { shopper } = useShopper();
  const t = useTranslations("Header");
  if (shopper.status === "signed-in")
    return <ProfileMenu user={shopper.user} staff={shopper.staff} logout={<LogoutButton />} />;
  if (shopper.status === "loading")
    return (
      <div className="invisible" inert aria-hidden="true" data-testid="account-loading">
        <SignInDialog />
      </div>
    );
  // Signed in, but the API cannot say as whom right now: no sign-in offer, just the reason.
  if (shopper.status === "unavailable")
    return (
      <p role="status" className="text-sm text-muted" data-testid="account-unavailable">
        {t("accountUnavailable")}
      </p>
    );
  return (
    <>
      {shopper.status === "expired" && <ExpiredSession />}
      <SignInDialog />
    </>
  );
}
