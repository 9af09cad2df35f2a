import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing.ts";

const navigation = createNavigation(routing);

/** Locale-aware redirect and hooks: a path written once works in both languages. */
export const { redirect, usePathname, useRouter, getPathname } = navigation;

/** The locale-aware link (a browser component; see link.tsx). */
export { Link } from "./link.tsx";
