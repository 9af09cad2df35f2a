"use client";

import { ProfileMenu } from "@/features/account/components/profile-menu.tsx";
import { ExpiredSession } from "@/features/auth/components/expired-session.tsx";
import { LogoutButton } from "@/features/auth/components/logout-button.tsx";
import { SignInDialog } from "@/features/auth/components/sign-in-dialog.tsx";
import { useShopper } from "@/lib/shopper/shopper-provider.tsx";

/**
 * The header's account control, once the shopper is known: the profile menu when signed in, the
 * sign-in button otherwise. While loading, the sign-in button keeps the room, unseen and inert.
 */
export function HeaderAccount() {
  const { shopper } = useShopper();
  if (shopper.status === "signed-in")
    return <ProfileMenu user={shopper.user} logout={<LogoutButton />} />;
  if (shopper.status === "loading")
    return (
      <div className="invisible" inert aria-hidden="true" data-testid="account-loading">
        <SignInDialog />
      </div>
    );
  return (
    <>
      {shopper.status === "expired" && <ExpiredSession />}
      <SignInDialog />
    </>
  );
}
