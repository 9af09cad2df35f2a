import type { Category } from "@souq/contract/catalog";
import { useTranslations } from "next-intl";
import { ResponsivePicture } from "@/components/ui/responsive-picture.tsx";
import { Link } from "@/i18n/navigation.ts";

/** A category with its picture and product count, leading to its listing. */
export function CategoryTile({ category }: { category: Category }) {
  const t = useTranslations("Home");
  return (
    <Link
      href={{ pathname: "/pages/shop", query: { category_id: category.id } }}
      className="group flex flex-col items-center gap-2 rounded-xl p-3 text-center transition-colors hover:bg-brand-50 focus-visible:bg-brand-50"
    >
      <span className="block aspect-square w-24 overflow-hidden rounded-full bg-brand-50 sm:w-28">
        {category.image && (
          <ResponsivePicture
            picture={category.image}
            alt=""
            sizes="112px"
            className="h-full w-full object-cover"
          />
        )}
      </span>
      <span className="text-sm font-semibold text-ink">{category.name}</span>
      <span className="text-xs text-muted">
        {t("productCount", { count: category.product_count })}
      </span>
    </Link>
  );
}
