"use client";

import { createNavigation } from "next-intl/navigation";
import type { ComponentProps } from "react";
import { routing } from "./routing.ts";

const { Link: LocaleLink } = createNavigation(routing);

/**
 * The locale-aware link. It prefetches only where a link says so (`prefetch`): a listing shows
 * dozens of links (categories, pages, cards), and prefetching each on sight would have the server
 * render every one of those pages for every visitor. Pages are cached, so a click is quick anyway.
 * It is a browser component, so that a server-drawn page sends each link as only the properties
 * its page gave it.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof LocaleLink>) {
  return <LocaleLink prefetch={prefetch} {...props} />;
}
