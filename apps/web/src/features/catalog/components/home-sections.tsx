import type { Locale } from "@souq/contract/locale";
import { getTranslations } from "next-intl/server";
import { SectionHeading } from "@/components/ui/section-heading.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { getHomePage } from "../queries.server.ts";
import { CategoryTile } from "./category-tile.tsx";
import { ProductCard } from "./product-card.tsx";
import { VendorCard } from "./vendor-card.tsx";

type Section = "new_arrival" | "recommended_items";
type HomeData = Extract<Awaited<ReturnType<typeof getHomePage>>, { ok: true }>["data"];

/**
 * One home-page section: its heading, then what `render` makes of the home-page answer, or a
 * short notice when the API could not be reached (the rest of the page still renders).
 */
async function HomeSection({
  locale,
  section,
  title,
  render,
}: {
  locale: Locale;
  section: keyof HomeData;
  title: string;
  render: (data: HomeData) => React.ReactNode;
}) {
  const home = await getHomePage(locale);
  const id = `home-${section}`;
  const tCommon = await getTranslations("Common");
  return (
    <section aria-labelledby={id} data-testid={id}>
      <SectionHeading id={id}>{title}</SectionHeading>
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
}: {
  locale: Locale;
  section: Section;
  titleKey: "newArrivals" | "recommended";
  priority?: boolean;
}) {
  const t = await getTranslations("Home");
  return (
    <HomeSection
      locale={locale}
      section={section}
      title={t(titleKey)}
      render={(data) =>
        data[section].length === 0 ? (
          <p className="text-muted">{t("empty")}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 xl:grid-cols-5">
            {data[section].map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} locale={locale} priority={priority && index < 2} />
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
      render={(data) => (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {data.vendors.map((vendor) => (
            <li key={vendor.id}>
              <VendorCard vendor={vendor} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}

const placeholderKeys = ["first", "second", "third", "fourth", "fifth"];

/** Placeholders the size of a product row, shown while its section streams in. */
export function ProductSectionSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="mb-4 h-7 w-48" />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 xl:grid-cols-5">
        {placeholderKeys.map((key, index) => (
          <div key={key} className={index >= 2 ? "hidden md:block" : undefined}>
            <Skeleton className="aspect-square w-full" />
            <Skeleton className="mt-3 h-4 w-3/4" />
            <Skeleton className="mt-2 h-4 w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}
