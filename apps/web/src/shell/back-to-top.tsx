"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { timings } from "@/lib/timings.ts";

/** Appears after 400px of scrolling; takes the shopper back to the top and to the skip link. */
export function BackToTop() {
  const t = useTranslations("Common");
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > timings.backToTopFromPx);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
      }}
      aria-label={t("backToTop")}
      data-testid="back-to-top"
      className="fixed bottom-6 end-6 z-30 rounded-full bg-brand-700 p-3 text-white shadow-lg hover:bg-brand-800"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
        <path d="M10 4.6 16 10.6l-1.4 1.4L11 8.4V16H9V8.4L5.4 12 4 10.6z" />
      </svg>
    </button>
  );
}
