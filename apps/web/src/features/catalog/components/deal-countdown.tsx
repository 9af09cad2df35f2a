"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

const units = [
  ["days", 86_400_000],
  ["hours", 3_600_000],
  ["minutes", 60_000],
  ["seconds", 1000],
] as const;

function remaining(endsAt: number, now: number) {
  let left = Math.max(0, endsAt - now);
  return units.map(([unit, size]) => {
    const value = Math.floor(left / size);
    left -= value * size;
    return { unit, value };
  });
}

/**
 * Time left on a deal in days, hours, minutes and seconds. The boxes keep their size while the
 * numbers tick, so nothing around them moves; the spoken label is the whole sentence.
 */
export function DealCountdown({ endsAt }: { endsAt: string }) {
  const t = useTranslations("Product.countdown");
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const parts = remaining(end, now);
  const [days = 0, hours = 0, minutes = 0] = parts.map((part) => part.value);
  return (
    <div
      role="timer"
      aria-label={t("label", { days, hours, minutes })}
      className="flex gap-1"
      data-testid="deal-countdown"
    >
      {parts.map(({ unit, value }) => (
        <span
          key={unit}
          aria-hidden="true"
          className="flex min-w-10 flex-col items-center rounded-md bg-ink/85 px-1 py-0.5 text-white"
        >
          <span className="text-sm font-bold tabular-nums" suppressHydrationWarning>
            {String(value).padStart(2, "0")}
          </span>
          <span className="text-[10px] leading-3">{t(unit)}</span>
        </span>
      ))}
    </div>
  );
}
