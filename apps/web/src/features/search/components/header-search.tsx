import { useLocale } from "next-intl";
import { getPathname } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { HeaderSearchBox } from "./header-search-box.tsx";

/**
 * The header search: a GET form to the shop page, so it works before any script has loaded; once
 * scripts run it suggests products as the shopper types. The header has one, placed by the
 * stylesheet beside the logo on wide screens and below it on phones; `id` names its field.
 */
export function HeaderSearch({ id }: { id: string }) {
  const locale = useLocale();
  return <HeaderSearchBox id={id} action={getPathname({ href: pageHref.shop(), locale })} />;
}
