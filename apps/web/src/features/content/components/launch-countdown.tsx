"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { remaining } from "@/components/catalog/deal-countdown.tsx";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";

/**
 * The coming-soon page's heading and countdown to `opensAt` in days, hours, minutes and seconds,
 * counted by the browser (the cached page is the same for everyone: the boxes show dashes until
 * it has counted), and the opening's news once the time has come. The boxes keep their size
 * while the numbers tick, so nothing around them moves.
 */
export function LaunchCountdown({ opensAt, date }: { opensAt: string; date: string }) {
  const t = useTranslations("ComingSoon");
  const end = Date.parse(opensAt);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (now !== null && now >= end) {
    return (
      <div className="flex flex-col items-center gap-4" data-testid="launch-open">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t("openHeading")}</h1>
        <p className="max-w-xl text-muted">{t("openText")}</p>
        <Link
          href={pageHref.shop()}
          className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t("shopNow")}
        </Link>
      </div>
    );
  }
  const parts = remaining(end, now ?? end);
  const [days = 0, hours = 0, minutes = 0] = parts.map((part) => part.value);
  return (
    <div className="flex flex-col items-center gap-6">
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t("heading")}</h1>
      <p className="max-w-xl text-muted">{t("text", { date })}</p>
      <div
        role="timer"
        aria-label={now === null ? undefined : t("countdownLabel", { days, hours, minutes })}
        className="grid w-full max-w-md grid-cols-4 gap-2 sm:gap-3"
        data-testid="launch-countdown"
      >
        {parts.map(({ unit, value }) => (
          <span
            key={unit}
            aria-hidden="true"
            className="flex flex-col items-center rounded-xl bg-brand-700 px-1 py-3 text-white sm:py-4"
          >
            <b className="text-2xl tabular-nums sm:text-4xl" data-unit={unit}>
              {now === null ? "--" : String(value).padStart(2, "0")}
            </b>
            <span className="text-xs text-brand-100 sm:text-sm">{t(`units.${unit}`)}</span>
          </span>
        ))}
      </div>
    </div>
  );
}
