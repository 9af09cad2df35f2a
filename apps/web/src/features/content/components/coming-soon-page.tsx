import type { Locale } from "@souq/contract/locale";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/ui/client-messages.tsx";
import { dateLocaleTag } from "@/i18n/format-date.ts";
import { perLocale } from "@/i18n/formatters-per-locale.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { LaunchCountdown } from "./launch-countdown.tsx";

/** The opening written out in full, at the marketplace's time: "Monday 30 November 2026 at 09:00". */
const openingFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(dateLocaleTag(locale), {
      dateStyle: "full",
      timeStyle: "short",
      timeZone: "Asia/Riyadh",
    }),
);

/**
 * `/pages/coming-soon`: a countdown to the opening the storefront's `COMING_SOON_AT` names, in
 * the shopper's language, with ways to shop meanwhile; without a date, it says nothing is
 * scheduled.
 */
export async function ComingSoonPage({
  locale,
  opensAt,
}: {
  locale: Locale;
  opensAt: string | null;
}) {
  const t = await getTranslations({ locale, namespace: "ComingSoon" });
  const link =
    "rounded-lg border border-gray-300 bg-white px-5 py-2.5 font-semibold text-ink hover:border-brand-600 hover:text-brand-700";
  return (
    <div className="mx-auto max-w-shop px-4 py-10 sm:py-16" data-testid="coming-soon">
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-8 rounded-2xl border border-gray-200 bg-white px-4 py-10 text-center sm:px-10">
        <p className="rounded-full bg-accent-500 px-3 py-1 text-sm font-semibold text-ink">
          {t("title")}
        </p>
        {opensAt ? (
          <ClientMessages locale={locale} namespaces={["ComingSoon"]}>
            <LaunchCountdown
              opensAt={opensAt}
              date={openingFormat(locale).format(new Date(opensAt))}
            />
          </ClientMessages>
        ) : (
          <div className="flex flex-col items-center gap-4" data-testid="launch-unscheduled">
            <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t("unscheduledHeading")}</h1>
            <p className="max-w-xl text-muted">{t("unscheduledText")}</p>
          </div>
        )}
        <div className="flex flex-wrap justify-center gap-3">
          <Link href={pageHref.deals()} className={link}>
            {t("deals")}
          </Link>
          <Link href={pageHref.shop()} className={link}>
            {t("browse")}
          </Link>
        </div>
      </div>
    </div>
  );
}
