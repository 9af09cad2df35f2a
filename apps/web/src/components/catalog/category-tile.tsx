import type { Category } from "@souq/contract/catalog";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation.tsx";

/**
 * A category with its picture and product count, leading to its listing. Styled by the `.ct`
 * rules of globals.css; the picture shows at 112px, so the 200px stored width serves it.
 */
export function CategoryTile({ category }: { category: Category }) {
  const t = useTranslations("Home");
  return (
    <Link href={`/pages/shop?category_id=${category.id}`} className="ct">
      <span className="ct-pic">
        {category.image && (
          // biome-ignore lint/performance/noImgElement: a 112px circle needs only the smallest stored width
          <img src={category.image.url} width={112} height={112} alt="" loading="lazy" />
        )}
      </span>
      <span className="ct-name">{category.name}</span>
      <span className="vc-note">{t("productCount", { count: category.product_count })}</span>
    </Link>
  );
}
