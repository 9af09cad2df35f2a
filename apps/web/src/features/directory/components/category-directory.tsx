import type { Category } from "@souq/contract/catalog";
import { useTranslations } from "next-intl";
import { ResponsivePicture } from "@/components/ui/responsive-picture.tsx";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";

/** Every top-level category with its picture and count, and its subcategories as links. */
export function CategoryDirectory({ categories }: { categories: Category[] }) {
  const t = useTranslations("Categories");
  const tHome = useTranslations("Home");
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="category-directory">
      {categories.map((category, index) => (
        <li key={category.id}>
          <section
            aria-labelledby={`category-${category.id}`}
            className="flex h-full gap-4 rounded-2xl border border-gray-200 bg-white p-4"
          >
            <span className="block h-20 w-20 shrink-0 overflow-hidden rounded-xl bg-brand-50">
              {category.image && (
                <ResponsivePicture
                  picture={category.image}
                  alt=""
                  sizes="80px"
                  priority={index < 2}
                  className="h-full w-full object-cover"
                />
              )}
            </span>
            <div className="min-w-0 flex-1">
              <h2 id={`category-${category.id}`} className="text-lg font-bold">
                <Link
                  href={pageHref.shop({ category_id: category.id })}
                  className="hover:text-brand-700 hover:underline"
                >
                  {category.name}
                </Link>
              </h2>
              <p className="text-xs text-muted">
                {tHome("productCount", { count: category.product_count })}
              </p>
              {category.children.length > 0 && (
                <ul
                  className="mt-2 flex flex-wrap gap-1.5"
                  aria-label={t("subcategoriesOf", { name: category.name })}
                >
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <Link
                        href={pageHref.shop({ category_id: child.id })}
                        className="inline-block rounded-full bg-gray-100 px-3 py-1 text-sm hover:bg-brand-50 hover:text-brand-700"
                      >
                        {child.name}
                        <span className="ms-1 text-xs text-muted tabular-nums">
                          {child.product_count}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        </li>
      ))}
    </ul>
  );
}
