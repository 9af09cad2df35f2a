import type { Locale } from "@souq/contract/locale";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs.tsx";
import { Price } from "@/components/ui/price.tsx";
import {
  type ContentPageSlug,
  contentPage,
  contentTextParts,
} from "@/lib/content/content-pages.ts";
import { pageHref } from "@/lib/routing/pages.ts";

/**
 * One of the store's pages (about, shipping, returns, privacy, terms, FAQ), drawn from its content
 * file on the server: every word is text, so nothing in a file can become markup. Questions are
 * native disclosures (summary and details), which keyboards and screen readers already know.
 */
export async function ContentPageView({ slug, locale }: { slug: ContentPageSlug; locale: Locale }) {
  const page = contentPage(slug, locale);
  const t = await getTranslations({ locale, namespace: "ContentPages" });
  const tHeader = await getTranslations({ locale, namespace: "Header" });
  const currency = (await getTranslations({ locale, namespace: "Common" }))("currency");
  /** A text with its prices drawn as every price is, with the riyal sign. */
  const withPrices = (text: string) =>
    contentTextParts(text).map((part, index) =>
      typeof part === "string" ? (
        part
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: a text's parts never move.
        <Price key={index} amount={part.price} locale={locale} currencyLabel={currency} />
      ),
    );
  return (
    <article className="mx-auto max-w-shop px-4 py-6" data-testid={`content-page-${slug}`}>
      <Breadcrumbs
        label={t("breadcrumbs")}
        locale={locale}
        path={pageHref[slug]()}
        items={[{ name: tHeader("home"), href: "/" }, { name: page.title }]}
      />
      <div className="max-w-3xl">
        <h1 className="mt-2 mb-3 text-2xl font-bold sm:text-3xl">{page.title}</h1>
        <p className="mb-8 text-lg leading-8 text-muted">{withPrices(page.intro)}</p>
        {page.sections.map((section) => (
          <section key={section.heading} className="mb-8">
            <h2 className="mb-2 text-xl font-bold">{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mb-3 leading-7">
                {withPrices(paragraph)}
              </p>
            ))}
            {section.items && (
              <ul className="mb-3 list-disc space-y-1 ps-6 leading-7">
                {section.items.map((item) => (
                  <li key={item}>{withPrices(item)}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        {page.questions.length > 0 && (
          <div className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
            {page.questions.map((entry) => (
              <details key={entry.question} className="group" data-testid="faq-item">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold hover:bg-gray-50 [&::-webkit-details-marker]:hidden">
                  {entry.question}
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180"
                    fill="currentColor"
                  >
                    <path d="M5.5 7.5 10 12l4.5-4.5 1 1L10 14 4.5 8.5z" />
                  </svg>
                </summary>
                <p className="px-4 pb-4 leading-7 text-ink">{withPrices(entry.answer)}</p>
              </details>
            ))}
          </div>
        )}
      </div>
      {page.team.length > 0 && (
        <section aria-labelledby="team-title" className="mt-4" data-testid="team">
          <h2 id="team-title" className="mb-4 text-xl font-bold">
            {page.teamHeading}
          </h2>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {page.team.map((member) => (
              <li
                key={member.name}
                className="flex flex-col items-center rounded-2xl border border-gray-200 bg-white p-4 text-center"
              >
                <span
                  role="img"
                  aria-label={t("teamAvatar", { name: member.name })}
                  className="mb-3 flex h-20 w-20 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
                >
                  {member.initials}
                </span>
                <span className="font-semibold">{member.name}</span>
                <span className="text-sm text-muted">{member.role}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** A store page's title and description, for its metadata. */
export function contentPageSummary(slug: ContentPageSlug, locale: Locale) {
  const { title, description } = contentPage(slug, locale);
  return { title, description };
}
