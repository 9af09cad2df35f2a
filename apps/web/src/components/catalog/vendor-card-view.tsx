"use client";

import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { RatingStars } from "../ui/rating-stars.tsx";

/** What a vendor card shows, its words already in the page's language (see VendorCard). */
export interface VendorCardData {
  id: number;
  name: string;
  /** The logo's smallest stored width: it shows at 56px. */
  logo?: string;
  /** City and product count. */
  note: string;
  rating: number;
  ratingLabel: string;
  about: string;
}

/** A vendor card drawn from its VendorCardData; styled by the `.vc` rules of globals.css. */
export function VendorCardView({ card }: { card: VendorCardData }) {
  return (
    <article className="vc" data-testid="vendor-card">
      <span className="vc-logo">
        {card.logo && (
          // biome-ignore lint/performance/noImgElement: a 56px logo needs only the smallest stored width
          <img src={card.logo} width={56} height={56} alt="" loading="lazy" />
        )}
      </span>
      <div className="min-w-0">
        <h3 className="vc-name">
          <Link href={pageHref.vendor({ id: card.id })}>{card.name}</Link>
        </h3>
        <p className="vc-note">{card.note}</p>
        <RatingStars rating={card.rating} label={card.ratingLabel} />
        <p className="vc-note vc-about">{card.about}</p>
      </div>
    </article>
  );
}
