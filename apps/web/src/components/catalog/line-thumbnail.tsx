/**
 * A cart's or an order's line picture, 60×60 as the API sized it (spec §9), or a grey square when
 * the product has none.
 */
export function LineThumbnail({ picture, testId }: { picture: string | null; testId?: string }) {
  return picture ? (
    // biome-ignore lint/performance/noImgElement: a 60px thumbnail the API already sized
    <img
      src={picture}
      alt=""
      width={60}
      height={60}
      loading="lazy"
      className="h-[60px] w-[60px] shrink-0 rounded-md object-cover"
      data-testid={testId}
    />
  ) : (
    <span aria-hidden="true" className="h-[60px] w-[60px] shrink-0 rounded-md bg-gray-100" />
  );
}
