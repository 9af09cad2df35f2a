"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

const units = [
  ["days", 86_400_000],
  ["hours", 3_600_000],
  ["minutes", 60_000],
  ["seconds", 1000],
] as const;

/** The time from `now` to `endsAt` in days, hours, minutes and seconds (none past the end). */
export function remaining(endsAt: number, now: number) {
  let left = Math.max(0, endsAt - now);
  return units.map(([unit, size]) => {
    const value = Math.floor(left / size);
    left -= value * size;
    return { unit, value };
  });
}

/**
 * Time left on a deal in days, hours, minutes and seconds. The boxes keep their size while the
 * numbers tick, so nothing around them moves; the spoken label is the whole sentence. Pages are
 * cached, so the numbers are the browser's own: the boxes show dashes until it has counted.
 */
export function DealCountdown({ endsAt }: { endsAt: string }) {
  const t = useTranslations("Product.countdown");
  const end = Date.parse(endsAt);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const parts = remaining(end, now ?? end);
  const [days = 0, hours = 0, minutes = 0] = parts.map((part) => part.value);
  return (
    <div
      role="timer"
      aria-label={now === null ? undefined : t("label", { days, hours, minutes })}
      className="cd"
      data-testid="deal-countdown"
    >
      {parts.map(({ unit, value }) => (
        <span key={unit} aria-hidden="true">
          <b>{now === null ? "--" : String(value).padStart(2, "0")}</b>
          {t(unit)}
        </span>
      ))}
    </div>
  );
}
