"use client";

import type { Address } from "@souq/contract/addresses";
import type { Locale } from "@souq/contract/locale-codes";
import { useLocale, useTranslations } from "next-intl";
import { PostalAddress } from "@/components/address/postal-address.tsx";

interface AddressCardProps {
  address: Address;
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
  onSetDefault(): void;
}

const actionClass =
  "rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-semibold text-ink hover:bg-gray-50 disabled:opacity-60";

/** One saved address, its default mark, and what the shopper can do with it. */
export function AddressCard({ address, busy, onEdit, onDelete, onSetDefault }: AddressCardProps) {
  const t = useTranslations("Addresses");
  const tDelivery = useTranslations("Delivery");
  const locale = useLocale() as Locale;
  const city = address.city_name;
  return (
    <li
      className={`flex flex-col gap-3 rounded-2xl border bg-white p-4 ${
        address.is_default ? "border-brand-600 ring-1 ring-brand-600" : "border-gray-200"
      }`}
      data-testid="address-card"
      data-default={address.is_default ? "true" : undefined}
    >
      <div className="flex items-start justify-between gap-3">
        <PostalAddress
          address={address}
          locale={locale}
          shortCodeLabel={tDelivery("shortCode", { code: "{code}" })}
        />
        {address.is_default && (
          <span
            className="shrink-0 rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-bold text-brand-800"
            data-testid="default-badge"
          >
            {t("default")}
          </span>
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onEdit}
          disabled={busy}
          aria-label={t("editLabel", { city })}
          className={actionClass}
        >
          {t("edit")}
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={busy}
          aria-label={t("deleteLabel", { city })}
          className={`${actionClass} text-sale`}
        >
          {t("delete")}
        </button>
        {!address.is_default && (
          <button
            type="button"
            onClick={onSetDefault}
            disabled={busy}
            aria-label={t("setDefaultLabel", { city })}
            className={actionClass}
          >
            {t("setDefault")}
          </button>
        )}
      </div>
    </li>
  );
}
