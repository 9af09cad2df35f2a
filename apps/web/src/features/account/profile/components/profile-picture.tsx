import { avatarSrcset } from "@souq/contract/picture-widths";

interface ProfilePictureProps {
  name: string;
  /** The stored picture's address (`image_url`), or null: the name's initials are shown instead. */
  url: string | null;
  /** Empty when the name is written beside the picture. */
  alt: string;
  /** Pixels square: 50 in the header's menu (spec §9), 100 on the profile page. */
  size?: 50 | 100;
  testId?: string;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .slice(0, 2)
    .join("")
    .toUpperCase();

/** The shopper's picture, round, at the width the screen needs; their initials without one. */
export function ProfilePicture({ name, url, alt, size = 100, testId }: ProfilePictureProps) {
  const box = size === 50 ? "h-[50px] w-[50px]" : "h-[100px] w-[100px] text-2xl";
  if (!url)
    return (
      <span
        aria-hidden="true"
        className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800`}
        data-testid={testId ? `${testId}-initials` : undefined}
      >
        {initialsOf(name)}
      </span>
    );
  return (
    // biome-ignore lint/performance/noImgElement: a small picture from the API, in its own widths
    <img
      src={url}
      srcSet={avatarSrcset(url) || undefined}
      sizes={`${size}px`}
      alt={alt}
      width={size}
      height={size}
      className={`${box} shrink-0 rounded-full object-cover`}
      data-testid={testId}
    />
  );
}
