import type { Locale } from "@souq/contract/locale";
import { ClientMessages } from "@/components/ui/client-messages.tsx";
import { ChatWithVendor } from "./chat-with-vendor.tsx";

/**
 * 'Chat with vendor' for a shared page: the same for every visitor (nothing personal is drawn on
 * the server), with the strings its dialog needs.
 */
export function VendorChat({
  locale,
  vendor,
  product,
  path,
}: {
  locale: Locale;
  vendor: { id: number; name: string };
  product?: { id: number; name: string };
  /** The page's address without its language prefix. */
  path: string;
}) {
  const returnPath = `${locale === "ar" ? "/ar" : ""}${path}`;
  return (
    <ClientMessages locale={locale} namespaces={["VendorChat"]}>
      <ChatWithVendor vendor={vendor} product={product} returnPath={returnPath} />
    </ClientMessages>
  );
}
