import { Link } from "@/i18n/navigation.tsx";

/**
 * What a guest sees in place of a form for signed-in shoppers (a review, a comment): a line and a
 * link to sign in and come back. Held invisible, and out of the tab order, while the shopper
 * context is still loading, so a signed-in shopper never sees it flash.
 */
export function SignInPrompt({
  loading,
  href,
  prompt,
  action,
  testId,
}: {
  loading: boolean;
  href: string;
  prompt: string;
  action: string;
  testId: string;
}) {
  return (
    <div
      className={`rounded-xl border border-gray-200 bg-white p-4 text-sm ${loading ? "invisible" : ""}`}
      aria-hidden={loading || undefined}
    >
      <p className="mb-3 text-muted">{prompt}</p>
      <Link
        href={href}
        className="inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        data-testid={testId}
        tabIndex={loading ? -1 : undefined}
      >
        {action}
      </Link>
    </div>
  );
}
