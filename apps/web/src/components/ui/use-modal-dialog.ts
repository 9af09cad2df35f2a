"use client";

import {
  type MouseEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

/** A modal dialog's state and wiring, as `ModalDialog` draws it. */
export interface ModalDialogControls {
  open: boolean;
  show: () => void;
  close: () => void;
  dialogProps: {
    ref: RefObject<HTMLDialogElement | null>;
    onClose: () => void;
    onClick: (event: MouseEvent<HTMLDialogElement>) => void;
    onKeyDown: () => void;
  };
}

/** A dialog left open as its page was left, waiting for the next page holding the same one. */
let pending: { key: string; at: number } | undefined;
const reopenWithinMs = 10_000;

/**
 * A native modal dialog: it keeps focus inside, and Escape, a click on the backdrop or `close()`
 * closes it; an element marked `data-autofocus` inside takes the focus as it opens. `open` says whether it is open, so its contents are drawn only then (pages do not
 * carry a hidden copy of them), and they are drawn before it opens; `dialogProps` go on the
 * `<dialog>`.
 *
 * A page the shopper leaves (by a link or Back) is kept, hidden, so that Back restores it; a modal
 * dialog left open there would keep every other page inert. So the dialog closes as its page is
 * hidden. With a `reopenKey`, a dialog that was open as its page was left opens again on the next
 * page that holds a dialog with the same key: the filter drawer stays open while the shopper
 * ticks one filter after another, each a new address.
 */
export function useModalDialog(reopenKey?: string): ModalDialogControls {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  // Asked to open: the contents are drawn first and the dialog shown once they are in place,
  // before the browser paints, so it appears whole. Shown first and filled after, it would grow on
  // screen (a bottom sheet rising from the bottom edge), a layout shift.
  const opening = useRef(false);
  const show = () => {
    opening.current = true;
    setOpen(true);
  };
  useLayoutEffect(() => {
    if (!open || !opening.current) return;
    opening.current = false;
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    // The contents were drawn while the dialog was closed, where nothing takes the focus: the
    // field marked `data-autofocus` takes it now (else the browser's choice, the first control).
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [open]);
  const close = () => ref.current?.close();
  useEffect(() => {
    const dialog = ref.current;
    if (reopenKey && pending?.key === reopenKey && Date.now() - pending.at < reopenWithinMs) {
      pending = undefined;
      opening.current = true;
      setOpen(true);
    }
    return () => {
      if (!dialog?.open) return;
      if (reopenKey) pending = { key: reopenKey, at: Date.now() };
      dialog.close();
    };
  }, [reopenKey]);
  const dialogProps = {
    ref,
    onClose: () => setOpen(false),
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === ref.current) close();
    },
    // Escape is the dialog's own; the handler only pairs the backdrop click for the linter.
    onKeyDown: () => {},
  };
  return { open, show, close, dialogProps };
}
