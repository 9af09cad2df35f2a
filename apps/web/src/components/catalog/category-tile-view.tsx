"use client";

import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";

/** What a category tile shows, its words already in the page's language (see CategoryTile). */
export interface CategoryTileData {
  id: number;
  name: string;
  /** The picture's smallest stored width: it shows as a 112px circle. */
  picture?: string;
  /** How many products the category holds, in words. */
  note: string;
}

/** A category tile drawn from its CategoryTileData; styled by the `.ct` rules of globals.css. */
export function CategoryTileView({ tile }: { tile: CategoryTileData }) {
  return (
    <Link href={pageHref.shop({ category_id: tile.id })} className="ct">
      <span className="ct-pic">
        {tile.picture && (
          // biome-ignore lint/performance/noImgElement: a 112px circle needs only the smallest stored width
          <img src={tile.picture} width={112} height={112} alt="" loading="lazy" />
        )}
      </span>
      <span className="ct-name">{tile.name}</span>
      <span className="vc-note">{tile.note}</span>
    </Link>
  );
}
