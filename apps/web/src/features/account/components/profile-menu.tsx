"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Dropdown } from "@/components/ui/dropdown.tsx";
import { AccountIcon } from "@/components/ui/icons.tsx";
import { ProfilePicture } from "@/features/account/profile/components/profile-picture.tsx";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";

interface ProfileMenuProps {
  user: { name: string; email: string; phone: string | null; image_url: string | null };
  /** A vendor's staff account: its desk first, and none of a shopper's own pages. */
  staff: boolean;
  /** The log-out control, from the auth feature. */
  logout: ReactNode;
}

/**
 * The signed-in shopper: picture (50×50), name, email, phone, links to their profile and
 * addresses, and Log out. A vendor's staff account gets the link to the vendor dashboard and its
 * profile instead of a shopper's orders, messages and addresses.
 */
export function ProfileMenu({ user, staff, logout }: ProfileMenuProps) {
  const t = useTranslations("Header");
  return (
    <Dropdown
      label={t("accountLabel", { name: user.name })}
      testId="profile-menu"
      panelClassName="w-72 p-4"
      trigger={<AccountIcon />}
    >
      <div className="mb-3 flex items-center gap-3">
        <ProfilePicture
          name={user.name}
          url={user.image_url}
          alt=""
          size={50}
          testId="profile-avatar"
        />
        <div className="min-w-0">
          <p className="truncate font-semibold" data-testid="profile-name">
            {user.name}
          </p>
          {/* Read left to right, placed at the page's start edge in both languages. */}
          <p className="truncate text-sm text-muted">
            <bdi dir="ltr">{user.email}</bdi>
          </p>
          {user.phone && (
            <p className="text-sm text-muted">
              <bdi dir="ltr">{user.phone}</bdi>
            </p>
          )}
        </div>
      </div>
      <nav aria-label={t("accountMenu")} className="mb-3 flex flex-col gap-1 text-sm">
        {staff && (
          <Link
            href={pageHref.vendorDashboard()}
            className="rounded bg-brand-50 px-2 py-1.5 font-semibold text-brand-800 hover:bg-brand-100"
            data-testid="profile-vendor-desk-link"
          >
            {t("vendorDesk")}
          </Link>
        )}
        <Link href={pageHref.profile()} className="rounded px-2 py-1.5 hover:bg-gray-100">
          {t("profile")}
        </Link>
        {!staff && (
          <>
            <Link
              href={pageHref.orders()}
              className="rounded px-2 py-1.5 hover:bg-gray-100"
              data-testid="profile-orders-link"
            >
              {t("orders")}
            </Link>
            <Link
              href={pageHref.messages()}
              className="rounded px-2 py-1.5 hover:bg-gray-100"
              data-testid="profile-messages-link"
            >
              {t("messages")}
            </Link>
            <Link
              href={pageHref.addresses()}
              className="rounded px-2 py-1.5 hover:bg-gray-100"
              data-testid="profile-menu-addresses"
            >
              {t("addresses")}
            </Link>
          </>
        )}
      </nav>
      {logout}
    </Dropdown>
  );
}
