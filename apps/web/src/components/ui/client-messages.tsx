import type { Locale } from "@souq/contract/locale";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pickMessages } from "@/i18n/client-messages.ts";
import { MoreMessages } from "./more-messages.tsx";

/** Gives the browser code below it the named namespaces, beyond the frame's (see MoreMessages). */
export async function ClientMessages({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: readonly string[];
  children: ReactNode;
}) {
  const messages = await getMessages({ locale });
  return <MoreMessages messages={pickMessages(messages, namespaces)}>{children}</MoreMessages>;
}
