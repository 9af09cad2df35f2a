"use client";

import { type ReactNode, useSyncExternalStore } from "react";
import { Skeleton } from "@/components/ui/skeleton.tsx";

/** Tailwind's `lg`: from here up the filters stand beside the products instead of in a drawer. */
const wideScreen = "(min-width: 64rem)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(wideScreen);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * The filters beside the products, drawn by the browser once it knows the screen is wide, as the
 * drawer draws them on phones when it opens. The page sends the filters' values once (as data) and
 * not also as markup that phones would never show; until then the column holds a placeholder of
 * its own width, so nothing moves when the filters appear.
 */
export function DesktopFilters({ children }: { children: ReactNode }) {
  const wide = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(wideScreen).matches,
    () => false,
  );
  if (wide) return children;
  return (
    <div className="flex flex-col gap-4 pt-1" data-testid="filters-loading">
      {["w-1/2", "w-full", "w-3/4", "w-full", "w-2/3"].map((width) => (
        <Skeleton key={width} className={`h-5 ${width}`} />
      ))}
    </div>
  );
}
