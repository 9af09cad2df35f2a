import type { Locale } from "@souq/contract/locale";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs.tsx";
import { ClientMessages } from "@/components/ui/client-messages.tsx";
import { contactDetails } from "@/lib/content/content-pages.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { ContactForm } from "./contact-form.tsx";
import { ContactMap } from "./contact-map.tsx";

/** The contact page: how to reach the marketplace, where it is, and a form to write to it. */
export async function ContactPageView({ locale }: { locale: Locale }) {
  const details = contactDetails(locale);
  const t = await getTranslations({ locale, namespace: "Contact" });
  const tPages = await getTranslations({ locale, namespace: "ContentPages" });
  const tHeader = await getTranslations({ locale, namespace: "Header" });
  return (
    <div className="mx-auto max-w-shop px-4 py-6" data-testid="contact-page">
      <Breadcrumbs
        label={tPages("breadcrumbs")}
        locale={locale}
        path={pageHref.contact()}
        items={[{ name: tHeader("home"), href: "/" }, { name: details.title }]}
      />
      <h1 className="mt-2 mb-3 text-2xl font-bold sm:text-3xl">{details.title}</h1>
      <p className="mb-6 max-w-3xl text-lg leading-8 text-muted">{details.intro}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <section
            aria-labelledby="contact-details-title"
            className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6"
            data-testid="contact-details"
          >
            <h2 id="contact-details-title" className="mb-4 text-xl font-bold">
              {t("detailsTitle")}
            </h2>
            <dl className="grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="text-sm font-semibold text-muted">{t("address")}</dt>
                <dd>
                  <address className="not-italic">
                    {details.address.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-muted">{t("hours")}</dt>
                {details.hours.map((line) => (
                  <dd key={line}>{line}</dd>
                ))}
              </div>
              <div>
                <dt className="text-sm font-semibold text-muted">{t("phone")}</dt>
                <dd>
                  <a
                    href={`tel:${details.phone.replaceAll(" ", "")}`}
                    dir="ltr"
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {details.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-muted">{t("email")}</dt>
                <dd>
                  <a
                    href={`mailto:${details.email}`}
                    dir="ltr"
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {details.email}
                  </a>
                </dd>
              </div>
            </dl>
          </section>
          <ContactMap
            point={details.location}
            address={details.address}
            labels={{
              title: t("mapTitle"),
              map: t("mapLabel"),
              fallback: t("mapFallback"),
              link: t("mapLink"),
              attribution: t("mapAttribution"),
            }}
          />
        </div>
        <ClientMessages locale={locale} namespaces={["Contact"]}>
          <ContactForm />
        </ClientMessages>
      </div>
    </div>
  );
}

/** The contact page's title and description, for its metadata. */
export function contactPageSummary(locale: Locale) {
  const { title, description } = contactDetails(locale);
  return { title, description };
}
