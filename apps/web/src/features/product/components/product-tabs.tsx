"use client";

import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";

export interface ProductTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * An accessible tab list: arrow keys move along the reading direction (so they swap in
 * right-to-left pages), Home and End jump to the ends, and only the chosen panel shows. An
 * address ending in #<id> (the rating's "reviews" link) opens that tab.
 */
export function ProductTabs({
  tabs,
  initial,
  label,
  anchor,
}: {
  tabs: ProductTab[];
  initial: string;
  label: string;
  anchor: string;
}) {
  const [selected, setSelected] = useState(initial);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    const fromHash = () => {
      const id = window.location.hash.slice(1);
      if (!tabs.some((tab) => tab.id === id)) return;
      setSelected(id);
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
  }, [tabs]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step: Record<string, number | undefined> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
    };
    let next: number;
    if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    else {
      const move = step[event.key];
      if (move === undefined) return;
      next = (index + move + tabs.length) % tabs.length;
    }
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    setSelected(tab.id);
    buttons.current.get(tab.id)?.focus();
  };
  return (
    // The box answers to #reviews, so the rating link and review pages scroll here (without
    // script too, where the server opens the reviews tab for a review page).
    <div id={anchor} className="scroll-mt-28" data-testid="product-tabs">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-gray-200"
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={selected === tab.id}
            aria-controls={`panel-${tab.id}`}
            tabIndex={selected === tab.id ? 0 : -1}
            onClick={() => setSelected(tab.id)}
            className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-3 sm:px-4 text-sm font-semibold whitespace-nowrap text-muted hover:text-ink aria-selected:border-brand-700 aria-selected:text-brand-700 sm:text-base"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`tab-${tab.id}`}
          hidden={selected !== tab.id}
          className="py-6 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
