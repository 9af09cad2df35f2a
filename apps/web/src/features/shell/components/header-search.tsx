import { useLocale, useTranslations } from "next-intl";
import { getPathname } from "@/i18n/navigation.ts";

/** The header search: a plain form, so it works before any script has loaded. */
export function HeaderSearch({ id }: { id: string }) {
  const t = useTranslations("Header");
  const locale = useLocale();
  const action = getPathname({ href: "/pages/shop", locale });
  return (
    <search className="block w-full min-w-0">
      <form
        action={action}
        method="get"
        className="flex w-full min-w-0"
        data-testid={`search-${id}`}
      >
        <label htmlFor={`search-${id}`} className="sr-only">
          {t("searchLabel")}
        </label>
        <input
          id={`search-${id}`}
          name="keyword"
          type="search"
          required
          placeholder={t("searchPlaceholder")}
          className="min-w-0 flex-1 rounded-s-lg border-0 bg-white px-3 py-2 text-ink placeholder:text-gray-500 focus:outline-2 focus:outline-accent-500"
        />
        <button
          type="submit"
          className="rounded-e-lg bg-accent-500 px-3 text-ink hover:bg-accent-600 hover:text-white"
          aria-label={t("search")}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M8.5 3a5.5 5.5 0 0 1 4.4 8.8l3.6 3.6-1.1 1.1-3.6-3.6A5.5 5.5 0 1 1 8.5 3zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" />
          </svg>
        </button>
      </form>
    </search>
  );
}
