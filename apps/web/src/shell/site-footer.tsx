import type { Locale } from "@souq/contract/locale";
import { useLocale, useTranslations } from "next-intl";
import { MinimumOrder } from "@/components/ui/minimum-order.tsx";
import { PaymentIcons } from "@/components/ui/payment-icons.tsx";
import { NewsletterForm } from "@/features/content/components/newsletter-form.tsx";
import { Link } from "@/i18n/navigation.tsx";
import { contentPageSlugs } from "@/lib/content/content-pages.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { FooterFrame } from "./footer-frame.tsx";

const container = "mx-auto max-w-shop px-4 group-data-[fluid=true]:max-w-none";

interface SiteFooterProps {
  provider: { name: string; url: string };
  /**
   * The minimum order checkout enforces: riyals, null when the marketplace sets none, undefined
   * while the API cannot say (the spec's label then shows alone).
   */
  minimumOrderPrice: number | null | undefined;
  /** The copyright year (the frame is cached, so the time is read where the cache knows it). */
  year: number;
}

export function SiteFooter({ provider, minimumOrderPrice, year }: SiteFooterProps) {
  const t = useTranslations("Footer");
  const tPages = useTranslations("ContentPages");
  const tCommon = useTranslations("Common");
  const locale = useLocale() as Locale;
  return (
    <FooterFrame>
      <div
        className={`${container} grid grid-cols-1 gap-8 py-10 md:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1.4fr]`}
      >
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="mb-2 font-semibold text-white">
            {t("aboutTitle")}
          </h2>
          <p className="text-sm leading-6">{t("about")}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-2 font-semibold text-white">
            {t("contactTitle")}
          </h2>
          <p className="text-sm leading-6">{t("contactText")}</p>
          <p className="mt-2 text-sm">
            <Link
              href={pageHref.contact()}
              className="font-semibold text-white underline hover:no-underline"
              data-testid="footer-contact-link"
            >
              {t("contactLink")}
            </Link>
          </p>
          <p className="mt-2 text-sm">
            <a
              href="tel:+966920000000"
              dir="ltr"
              className="font-semibold text-white hover:underline"
            >
              +966 920 000 000
            </a>
          </p>
        </section>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className="mb-2 font-semibold text-white">
            {tPages("footerTitle")}
          </h2>
          <ul
            className="grid grid-cols-2 gap-x-4 text-sm lg:grid-cols-1"
            data-testid="footer-pages"
          >
            {(["deals", "blog"] as const).map((page) => (
              <li key={page}>
                <Link
                  href={pageHref[page]()}
                  className="inline-block py-1 hover:text-white hover:underline"
                >
                  {tPages(`links.${page}`)}
                </Link>
              </li>
            ))}
            {contentPageSlugs.map((slug) => (
              <li key={slug}>
                <Link
                  href={pageHref[slug]()}
                  className="inline-block py-1 hover:text-white hover:underline"
                >
                  {tPages(`links.${slug}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className={`${container} flex flex-wrap items-center justify-between gap-4 py-4`}>
          <PaymentIcons
            labels={{
              mada: t("payment.mada"),
              visa: t("payment.visa"),
              mastercard: t("payment.mastercard"),
              applepay: t("payment.applepay"),
              cod: t("payment.cod"),
            }}
          />
          <MinimumOrder
            label={t("minimumOrder")}
            amount={minimumOrderPrice}
            noneText={t("noMinimum")}
            locale={locale}
            currencyLabel={tCommon("currency")}
            testId="minimum-order"
          />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div
          // The end keeps clear of the back-to-top button, which floats over this corner where the
          // window leaves no margin beside the footer.
          className={`${container} flex flex-wrap justify-between gap-2 py-4 pe-[4.5rem] min-[1320px]:pe-4 text-xs text-gray-300`}
        >
          <p data-testid="copyright">{t("copyright", { year })}</p>
          <p>
            {t.rich("poweredBy", {
              provider: provider.name,
              link: (chunks) => (
                <a
                  href={provider.url}
                  className="underline hover:text-white"
                  rel="noopener"
                  data-testid="provider-link"
                >
                  {chunks}
                </a>
              ),
            })}
          </p>
        </div>
      </div>
    </FooterFrame>
  );
}
