"use client";

import { useEffect, useRef, useState } from "react";
import { type MapPoint, openStreetMapLink } from "@/lib/map/map-tiles.ts";

interface ContactMapProps {
  point: MapPoint;
  labels: { title: string; map: string; fallback: string; link: string; attribution: string };
  /** The address lines, written on the drawn card. */
  address: readonly string[];
}

/** How long the first tile may take before the drawn card stays for good. */
const tileWaitMs = 8_000;

type MapState = "fallback" | "loading" | "map";

/**
 * The office on a map. The page is drawn with our own card (a street drawing, the pin and the
 * address) and a link out to OpenStreetMap; once the page has loaded and the browser is idle, the
 * map library is fetched (this page only) and the live map covers the card only when its first
 * tile has arrived. Tiles that fail or take too long leave the card, so a shopper never sees an
 * empty frame, and nothing shifts: the map takes the card's place, the same size.
 */
export function ContactMap({ point, labels, address }: ContactMapProps) {
  const holder = useRef<HTMLElement>(null);
  const [state, setState] = useState<MapState>("fallback");
  useEffect(() => {
    let cancelled = false;
    let stop: (() => void) | undefined;
    const start = async () => {
      if (cancelled || !holder.current) return;
      setState("loading");
      const { showLiveMap } = await import("./contact-map-live.ts");
      if (cancelled || !holder.current) return;
      stop = showLiveMap(holder.current, point, labels.attribution, tileWaitMs, (shown) => {
        if (!cancelled) setState(shown ? "map" : "fallback");
      });
    };
    const whenIdle = () => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(() => void start());
      else setTimeout(() => void start(), 200);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", whenIdle);
      stop?.();
    };
  }, [point, labels.attribution]);
  return (
    <section aria-labelledby="contact-map-title" className="flex flex-col gap-2">
      <h2 id="contact-map-title" className="text-xl font-bold">
        {labels.title}
      </h2>
      <div
        className="relative aspect-[4/3] overflow-hidden rounded-2xl border border-gray-200 bg-brand-50 sm:aspect-[16/9]"
        data-testid="contact-map"
        data-state={state}
      >
        <figure
          className="absolute inset-0 m-0"
          aria-hidden={state === "map" ? true : undefined}
          data-testid="map-fallback"
        >
          <StreetDrawing label={labels.fallback} />
          <figcaption className="absolute top-3 start-3 max-w-[75%] rounded-xl bg-white/95 px-3 py-2 text-sm shadow">
            {address.map((line) => (
              <span key={line} className="block first:font-semibold">
                {line}
              </span>
            ))}
          </figcaption>
        </figure>
        <section
          ref={holder}
          dir="ltr"
          aria-label={labels.map}
          aria-hidden={state === "map" ? undefined : true}
          className={`absolute inset-0 ${state === "map" ? "visible" : "invisible"}`}
        />
      </div>
      <a
        href={openStreetMapLink(point)}
        target="_blank"
        rel="noopener"
        className="self-start text-sm font-semibold text-brand-700 underline hover:no-underline"
        data-testid="map-link"
      >
        {labels.link}
      </a>
    </section>
  );
}

/** Our own drawing of the streets around the office, with its pin: no picture from elsewhere. */
function StreetDrawing({ label }: { label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 640 360"
      preserveAspectRatio="xMidYMid slice"
      className="h-full w-full"
    >
      <rect width="640" height="360" fill="#eef6f2" />
      <g fill="#dcebe3">
        <rect x="30" y="30" width="150" height="110" rx="8" />
        <rect x="230" y="30" width="140" height="110" rx="8" />
        <rect x="420" y="30" width="190" height="110" rx="8" />
        <rect x="30" y="200" width="150" height="130" rx="8" />
        <rect x="420" y="200" width="190" height="130" rx="8" />
      </g>
      <rect x="230" y="200" width="140" height="130" rx="8" fill="#cfe3d8" />
      <g stroke="#ffffff" strokeLinecap="round">
        <path d="M0 170H640" strokeWidth="34" />
        <path d="M205 0V360M395 0V360" strokeWidth="18" />
        <path d="M0 170H640" stroke="#f2c94c" strokeWidth="3" strokeDasharray="14 12" />
      </g>
      <g transform="translate(300 232)">
        <path
          d="M0-52c-17 0-30 13-30 30 0 23 30 52 30 52s30-29 30-52c0-17-13-30-30-30z"
          fill="#0c4739"
        />
        <circle cy="-22" r="11" fill="#ffffff" />
      </g>
    </svg>
  );
}
