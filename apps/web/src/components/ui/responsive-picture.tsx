import type { Picture } from "@souq/contract/media";

interface ResponsivePictureProps {
  picture: Picture;
  alt: string;
  /** The width the picture takes on screen, for the browser's choice among the stored widths. */
  sizes: string;
  /** For the largest picture of the first screen: load it at once and first. */
  priority?: boolean;
  className?: string;
}

/** A stored picture at the width the screen needs; below the fold it waits until it is near. */
export function ResponsivePicture({
  picture,
  alt,
  sizes,
  priority,
  className,
}: ResponsivePictureProps) {
  return (
    // biome-ignore lint/performance/noImgElement: the API already serves every width; srcset picks one
    <img
      src={picture.url}
      srcSet={picture.srcset}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt={alt}
      // The browser's defaults (lazy needs saying; async decoding and auto priority do not).
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : undefined}
      className={className}
    />
  );
}
