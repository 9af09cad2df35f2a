import type { ReactNode } from "react";

/** The form's one message after a failed submission, announced to screen readers. */
export function FormError({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-sale"
      data-testid="form-error"
    >
      {message}
    </p>
  );
}

export function SubmitButton({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={disabled}
      className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
    >
      {children}
    </button>
  );
}
