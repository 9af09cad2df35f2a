"use client";

import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { timings } from "@/lib/timings.ts";

type ToastKind = "success" | "error";
interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

const ToastContext = createContext<((kind: ToastKind, text: string) => void) | null>(null);
let nextId = 1;

/**
 * Short notices at the top end of the screen (top right in English, top left in Arabic):
 * successes for 1.5 s, errors for 2 s. Screen readers hear them through a live region.
 */
export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback((kind: ToastKind, text: string) => {
    const id = nextId++;
    setToasts((current) => [...current, { id, kind, text }]);
    const lifetime = kind === "success" ? timings.toastSuccessMs : timings.toastErrorMs;
    setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), lifetime);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed end-4 top-4 z-[100] flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2"
      >
        {toasts.map((toast) => (
          <p
            key={toast.id}
            role={toast.kind === "error" ? "alert" : "status"}
            data-testid={`toast-${toast.kind}`}
            className={`pointer-events-auto rounded-lg px-4 py-3 text-sm font-semibold text-white shadow-lg ${
              toast.kind === "success" ? "bg-brand-700" : "bg-sale"
            }`}
          >
            {toast.text}
          </p>
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
      success: (text: string) => show("success", text),
      error: (text: string) => show("error", text),
    }),
    [show],
  );
}
