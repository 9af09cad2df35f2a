import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation.tsx";

/** The not-found message; every unknown address shows it with status 404. */
export function NotFoundView() {
  const t = useTranslations("NotFound");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p aria-hidden="true" className="text-7xl font-bold text-brand-600">
        404
      </p>
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="text-muted">{t("message")}</p>
      <Link
        href="/"
        className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {t("backHome")}
      </Link>
    </div>
  );
}
