"use client";

import { type ReactNode, useEffect, useId, useRef, useState } from "react";

interface DropdownProps {
  /** The button's content. */
  trigger: ReactNode;
  /** An accessible name for a trigger without visible text; otherwise the trigger's text names it. */
  label?: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  panelClassName?: string;
  testId?: string;
}

/**
 * A button that opens a panel below it; Escape, a click outside or moving focus away closes it.
 * The panel's contents are drawn only while it is open, so the header's menus add nothing to a
 * page until a shopper opens one.
 */
export function Dropdown({ trigger, label, children, panelClassName, testId }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    // Tabbing to something outside closes it too (not focus lost to a removed item inside).
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !root.current?.contains(next)) setOpen(false);
    };
    const element = root.current;
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    element?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
      element?.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);
  const close = () => setOpen(false);
  return (
    // On phones the panel is placed against the header (the nearest positioned box), so a 300px
    // panel stays on screen whichever icon opened it; from 640px it hangs under its own button.
    <div ref={root} className="sm:relative" data-testid={testId}>
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="relative flex items-center gap-1 rounded-md p-1.5 hover:bg-white/10 sm:px-2 sm:py-2 focus-visible:outline-2 focus-visible:outline-white"
      >
        {trigger}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute end-2 top-full z-50 mt-2 rounded-xl sm:end-0 border border-gray-200 bg-white text-ink shadow-xl ${panelClassName ?? ""}`}
      >
        {open && (typeof children === "function" ? children(close) : children)}
      </div>
    </div>
  );
}
