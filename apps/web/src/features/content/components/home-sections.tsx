import type { Locale } from "@souq/contract/locale";
import { getTranslations } from "next-intl/server";
import { CategoryTile } from "@/components/catalog/category-tile.tsx";
import { type CardActions, ProductCard } from "@/components/catalog/product-card.tsx";
import { VendorCard } from "@/components/catalog/vendor-card.tsx";
import { SectionHeading } from "@/components/ui/section-heading.tsx";
import { getHomePage } from "@/features/content/queries.server.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";

type Section = "new_arrival" | "recommended_items";

/**
 * How many products and vendors a home section shows: one row on a wide screen, two on a phone.
 * Each section's "See all" leads on to the rest, so the first page stays light on a phone.
 */
export const homeRowSize = 4;
type HomeData = Extract<Awaited<ReturnType<typeof getHomePage>>, { ok: true }>["data"];

/**
 * One home-page section: its heading, then what `render` makes of the home-page answer, or a
 * short notice when the API could not be reached (the rest of the page still renders).
 */
async function HomeSection({
  locale,
  section,
  title,
  seeAll,
  render,
}: {
  locale: Locale;
  section: keyof HomeData;
  title: string;
  /** Where the section continues, if it does. */
  seeAll?: string;
  render: (data: HomeData) => React.ReactNode;
}) {
  const home = await getHomePage(locale);
  const id = `home-${section}`;
  const tCommon = await getTranslations("Common");
  const tHome = await getTranslations("Home");
  const more =
    seeAll &&
    ((describedBy: string) => (
      <Link
        href={seeAll}
        aria-describedby={describedBy}
        className="shrink-0 text-sm font-semibold text-brand-700 hover:underline"
        data-testid="see-all"
      >
        {tHome("seeAll")}
      </Link>
    ));
  return (
    <section aria-labelledby={id} data-testid={id}>
      <SectionHeading id={id} more={more || undefined}>
        {title}
      </SectionHeading>
      {home.ok ? (
        render(home.data)
      ) : (
        <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          {tCommon("serviceUnavailable")}
        </p>
      )}
    </section>
  );
}

/** One row of product cards from the home-page call. */
export async function ProductSection({
  locale,
  section,
  titleKey,
  priority,
  cardActions,
}: {
  locale: Locale;
  section: Section;
  titleKey: "newArrivals" | "recommended";
  priority?: boolean;
  cardActions?: CardActions;
}) {
  const t = await getTranslations("Home");
  return (
    <HomeSection
      locale={locale}
      section={section}
      title={t(titleKey)}
      seeAll={section === "new_arrival" ? pageHref.shop() : pageHref.shop({ sort: "rating" })}
      render={(data) =>
        data[section].length === 0 ? (
          <p className="text-muted">{t("empty")}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
            {data[section].slice(0, homeRowSize).map((product, index) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  priority={priority && index < 2}
                  actions={cardActions?.(product)}
                />
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}

export async function PopularCategories({ locale }: { locale: Locale }) {
  const t = await getTranslations("Home");
  return (
    <HomeSection
      locale={locale}
      section="popular_categories"
      title={t("popularCategories")}
      render={(data) => (
        <ul className="grid grid-cols-2 gap-2 xs:grid-cols-3 md:grid-cols-4 lg:grid-cols-8">
          {data.popular_categories.map((category) => (
            <li key={category.id}>
              <CategoryTile category={category} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}

export async function VendorSection({ locale }: { locale: Locale }) {
  const t = await getTranslations("Home");
  return (
    <HomeSection
      locale={locale}
      section="vendors"
      title={t("vendors")}
      seeAll={pageHref.vendors()}
      render={(data) => (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {data.vendors.slice(0, homeRowSize).map((vendor) => (
            <li key={vendor.id}>
              <VendorCard vendor={vendor} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}
