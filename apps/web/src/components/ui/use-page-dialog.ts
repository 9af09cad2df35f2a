"use client";

import { useEffect, useRef } from "react";

/** A dialog left open as its page was left, waiting for the next page holding the same one. */
let pending: { key: string; at: number } | undefined;
const reopenWithinMs = 10_000;

/**
 * The ref of a modal dialog that belongs to a page. A page the shopper leaves (by a link or Back)
 * is kept, hidden, so that Back restores it; a modal dialog left open there would keep every other
 * page inert. So the dialog closes as its page is hidden. With a `reopen` key, a dialog that was
 * open as its page was left opens again on the next page that holds a dialog with the same key,
 * and `onReopen` tells its owner: the filter drawer stays open while the shopper ticks one filter
 * after another, each a new address.
 */
export function usePageDialog(reopen?: { key: string; onReopen: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const key = reopen?.key;
  const onReopen = useRef(reopen?.onReopen);
  onReopen.current = reopen?.onReopen;
  useEffect(() => {
    const dialog = ref.current;
    if (key && pending?.key === key && Date.now() - pending.at < reopenWithinMs && dialog) {
      pending = undefined;
      dialog.showModal();
      onReopen.current?.();
    }
    return () => {
      if (!dialog?.open) return;
      if (key) pending = { key, at: Date.now() };
      dialog.close();
    };
  }, [key]);
  return ref;
}
