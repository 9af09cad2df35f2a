"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";
import { timings } from "@/lib/timings.ts";

/**
 * Keeps the header in the page until the shopper has scrolled past about 210px, then fixes it to
 * the top; a spacer of the header's own height takes its place so the page below does not jump.
 */
export function StickyHeader({ children }: { children: ReactNode }) {
  const header = useRef<HTMLElement>(null);
  const [fixed, setFixed] = useState(false);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const measure = () => {
      if (header.current) setHeight(header.current.offsetHeight);
    };
    const onScroll = () => setFixed(window.scrollY > timings.stickyHeaderFromPx);
    measure();
    onScroll();
    const observer = new ResizeObserver(measure);
    if (header.current) observer.observe(header.current);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", onScroll);
    };
  }, []);
  return (
    <>
      {fixed && <div aria-hidden="true" style={{ height }} data-testid="header-spacer" />}
      <header
        ref={header}
        data-testid="site-header"
        data-fixed={fixed ? "true" : "false"}
        // Toasts are placed under it (components/ui/toaster.tsx), never over its controls.
        data-toasts-below=""
        className={`z-40 w-full bg-brand-800 text-white ${fixed ? "fixed inset-x-0 top-0 shadow-lg" : "relative"}`}
      >
        {children}
      </header>
    </>
  );
}
