"use client";

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Link } from "@/i18n/navigation.tsx";
import { timings } from "@/lib/timings.ts";

type ToastKind = "success" | "error";

/** A link a toast offers after its text ("View cart"): a page of the site. */
export interface ToastLink {
  label: string;
  href: string;
}

interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  link?: ToastLink;
}

const ToastContext = createContext<
  ((kind: ToastKind, text: string, link?: ToastLink) => void) | null
>(null);
let nextId = 1;

/** The attribute of the site's header: toasts are placed below it, never over its controls. */
const toastsBelowAttribute = "data-toasts-below";

/** The room left between the header (or the screen's top) and the first toast, in px. */
const toastMargin = 8;
const screenMargin = 16;

/** Where the toasts' column starts: under the site's header as it stands on screen now. */
function toastTop(): number {
  const header = document.querySelector(`[${toastsBelowAttribute}]`);
  const bottom = header ? header.getBoundingClientRect().bottom : 0;
  return bottom > 0 ? bottom + toastMargin : screenMargin;
}

/**
 * One toast: it leaves after its time, which starts again while the pointer rests on it or the
 * focus is in it (so its link can be reached).
 */
function ToastItem({ toast, dismiss }: { toast: Toast; dismiss: (id: number) => void }) {
  const [held, setHeld] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const hold = () => setHeld(true);
    const release = () => setHeld(false);
    const events = [
      ["pointerenter", hold],
      ["pointerleave", release],
      ["focusin", hold],
      ["focusout", release],
    ] as const;
    for (const [type, handler] of events) element.addEventListener(type, handler);
    return () => {
      for (const [type, handler] of events) element.removeEventListener(type, handler);
    };
  }, []);
  useEffect(() => {
    if (held) return;
    const lifetime = toast.kind === "success" ? timings.toastSuccessMs : timings.toastErrorMs;
    const timer = setTimeout(() => dismiss(toast.id), lifetime);
    return () => clearTimeout(timer);
  }, [held, toast, dismiss]);
  const colour = toast.kind === "success" ? "bg-brand-700" : "bg-sale";
  return (
    <div
      className={`pointer-events-auto flex items-center justify-between gap-3 rounded-lg px-4 py-3 text-sm font-semibold text-white shadow-lg ${colour}`}
      ref={box}
    >
      <p role={toast.kind === "error" ? "alert" : "status"} data-testid={`toast-${toast.kind}`}>
        {toast.text}
      </p>
      {toast.link && (
        <Link
          href={toast.link.href}
          onClick={() => dismiss(toast.id)}
          className="shrink-0 rounded-md px-2 py-1 underline underline-offset-2 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
          data-testid="toast-link"
        >
          {toast.link.label}
        </Link>
      )}
    </div>
  );
}

/**
 * Short notices at the top end of the screen (top right in English, top left in Arabic), just
 * under the site's header wherever it stands (in the page or fixed to the top), so they never cover
 * its cart, wishlist or account: successes for 1.5 s, errors for 2 s. A toast may offer a link
 * ("View cart"). Screen readers hear them through a live region.
 */
export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [top, setTop] = useState(screenMargin);
  const show = useCallback((kind: ToastKind, text: string, link?: ToastLink) => {
    const id = nextId++;
    setToasts((current) => [...current, link ? { id, kind, text, link } : { id, kind, text }]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const showing = toasts.length > 0;
  const frame = useRef(0);
  // Placed before the first toast is painted, and again as the page scrolls or resizes under it.
  useLayoutEffect(() => {
    if (!showing) return;
    setTop(toastTop());
    const place = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => setTop(toastTop()));
    };
    window.addEventListener("scroll", place, { passive: true });
    window.addEventListener("resize", place);
    return () => {
      cancelAnimationFrame(frame.current);
      window.removeEventListener("scroll", place);
      window.removeEventListener("resize", place);
    };
  }, [showing]);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed end-4 z-[100] flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2"
        style={{ top }}
        data-testid="toasts"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} dismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast must be used inside <Toaster>");
  return useMemo(
    () => ({
      success: (text: string, link?: ToastLink) => show("success", text, link),
      error: (text: string) => show("error", text),
    }),
    [show],
  );
}
