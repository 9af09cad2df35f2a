"use client";

import type { Address } from "@souq/contract/addresses";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { ModalDialog } from "@/components/ui/modal-dialog.tsx";
import { useToast } from "@/components/ui/toaster.tsx";
import { useModalDialog } from "@/components/ui/use-modal-dialog.ts";
import { changeAddress } from "@/features/account/addresses/actions.ts";
import { AddressCard } from "./address-card.tsx";
import { AddressForm } from "./address-form.tsx";

interface AddressBookProps {
  addresses: Address[];
  /** Where to go after adding an address: a checked same-site path in the page's language. */
  nextPath: string | null;
}

/**
 * The shopper's addresses: the list (default marked), one form to add or edit, deleting after a
 * confirmation, and choosing the default. Each change shows the API's message and reloads the
 * page's list; adding an address when the page was opened with `next` goes back there.
 */
export function AddressBook({ addresses, nextPath }: AddressBookProps) {
  const t = useTranslations("Addresses");
  const locale = useLocale();
  const toast = useToast();
  const router = useRouter();
  const [editing, setEditing] = useState<Address | "new" | null>(
    addresses.length === 0 ? "new" : null,
  );
  const [openedByButton, setOpenedByButton] = useState(false);
  const [doomed, setDoomed] = useState<Address | null>(null);
  const [pending, startTransition] = useTransition();
  const confirm = useModalDialog();

  const run = (command: "delete" | "set-default", address: Address) =>
    startTransition(async () => {
      const result = await changeAddress(command, address.id, locale);
      if (result.status === "success") toast.success(result.message);
      else if (result.status === "error") toast.error(result.message);
      router.refresh();
    });

  const saved = () => {
    const added = editing === "new";
    setEditing(null);
    // `next` is a full path in the shopper's language, so this is the router that adds none.
    if (added && nextPath) router.push(nextPath);
    else router.refresh();
  };

  const form =
    editing === null ? null : (
      <AddressForm
        key={editing === "new" ? "new" : editing.id}
        address={editing === "new" ? undefined : editing}
        onSaved={saved}
        onCancel={() => setEditing(null)}
        focusOnOpen={openedByButton}
      />
    );

  return (
    <div className="flex flex-col gap-6" data-testid="address-book">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">{addresses.length === 0 ? t("empty") : t("intro")}</p>
        {editing !== "new" && (
          <button
            type="button"
            onClick={() => {
              setOpenedByButton(true);
              setEditing("new");
            }}
            className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
            data-testid="add-address"
          >
            {t("add")}
          </button>
        )}
      </div>
      {editing === "new" && form}
      {addresses.length > 0 && (
        <ul aria-label={t("listLabel")} className="grid gap-4 md:grid-cols-2">
          {addresses.map((address) =>
            editing !== null && editing !== "new" && editing.id === address.id ? (
              <li key={address.id} className="md:col-span-2">
                {form}
              </li>
            ) : (
              <AddressCard
                key={address.id}
                address={address}
                busy={pending}
                onEdit={() => {
                  setOpenedByButton(true);
                  setEditing(address);
                }}
                onDelete={() => {
                  setDoomed(address);
                  confirm.show();
                }}
                onSetDefault={() => run("set-default", address)}
              />
            ),
          )}
        </ul>
      )}
      <ModalDialog
        controls={confirm}
        title={t("confirmTitle")}
        closeLabel={t("cancel")}
        closeAt="heading-only"
        className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl p-0 text-ink backdrop:bg-black/50"
        bodyClassName="flex flex-col gap-4 p-6"
        testId="delete-address-dialog"
      >
        {doomed && (
          <>
            <p>{t("confirmText", { city: doomed.city_name })}</p>
            <div className="flex flex-wrap justify-end gap-3">
              <button
                type="button"
                onClick={confirm.close}
                className="rounded-lg border border-gray-300 px-4 py-2 font-semibold hover:bg-gray-50"
              >
                {t("cancel")}
              </button>
              <button
                type="button"
                onClick={() => {
                  confirm.close();
                  run("delete", doomed);
                }}
                className="rounded-lg bg-sale px-4 py-2 font-semibold text-white hover:opacity-90"
                data-testid="confirm-delete"
              >
                {t("confirmDelete")}
              </button>
            </div>
          </>
        )}
      </ModalDialog>
    </div>
  );
}
