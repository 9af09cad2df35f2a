"use client";

import { ErrorView } from "@/shell/error-view.tsx";

/** The shop frame itself failed: the message alone, still in the address's language and direction. */
export default function FrameError({
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center">
      <ErrorView retry={retry} />
    </main>
  );
}
