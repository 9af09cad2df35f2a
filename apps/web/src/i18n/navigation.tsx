import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing.ts";

/** Locale-aware Link, redirect and hooks: a path written once works in both languages. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
