import type { Category } from "@souq/contract/catalog";
import { useTranslations } from "next-intl";
import { CategoryTileView } from "./category-tile-view.tsx";

/**
 * A category with its picture and product count, leading to its listing. Its words are put
 * together here, so the browser receives one short record per tile (CategoryTileView).
 */
export function CategoryTile({ category }: { category: Category }) {
  const t = useTranslations("Home");
  return (
    <CategoryTileView
      tile={{
        id: category.id,
        name: category.name,
        picture: category.image?.url,
        note: t("productCount", { count: category.product_count }),
      }}
    />
  );
}
