"use client";

/** Opens the browser's print dialog; hidden on paper. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="print-hide w-fit rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
    >
      {label}
    </button>
  );
}
