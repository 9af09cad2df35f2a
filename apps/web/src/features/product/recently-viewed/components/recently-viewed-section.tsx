import type { Locale } from "@souq/contract/locale";
import { ClientMessages } from "@/components/ui/client-messages.tsx";
import { RecentlyViewed } from "./recently-viewed.tsx";

/** The recently viewed row with the strings its browser code reads (see RecentlyViewed). */
export function RecentlyViewedSection({ locale, except }: { locale: Locale; except?: number }) {
  return (
    <ClientMessages locale={locale} namespaces={["RecentlyViewed"]}>
      <RecentlyViewed {...(except === undefined ? {} : { except })} />
    </ClientMessages>
  );
}
