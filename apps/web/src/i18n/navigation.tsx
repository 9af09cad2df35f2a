import { createNavigation } from "next-intl/navigation";
import type { ComponentProps } from "react";
import { routing } from "./routing.ts";

const navigation = createNavigation(routing);

/** Locale-aware redirect and hooks: a path written once works in both languages. */
export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * The locale-aware link. It prefetches only where a link says so (`prefetch`): a listing shows
 * dozens of links (categories, pages, cards), and prefetching each on sight would have the server
 * render every one of those pages for every visitor. Pages are cached, so a click is quick anyway.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link prefetch={prefetch} {...props} />;
}
