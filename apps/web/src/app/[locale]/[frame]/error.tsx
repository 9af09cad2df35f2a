"use client";

import { ErrorView } from "@/shell/error-view.tsx";

/** A page that failed, shown inside the shop frame; the server answers it with status 500. */
export default function PageError({
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return <ErrorView retry={retry} />;
}
