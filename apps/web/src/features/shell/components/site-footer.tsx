import { useTranslations } from "next-intl";

const provider = { name: "Souq Commerce", url: "https://souq.example" };

export function SiteFooter() {
  const t = useTranslations("Footer");
  const year = new Date().getFullYear();
  return (
    <footer className="mt-12 bg-ink text-gray-200">
      <div className="mx-auto grid max-w-shop gap-6 px-4 py-10 md:grid-cols-2">
        <p className="max-w-prose text-sm leading-6">{t("about")}</p>
        <p className="text-sm md:text-end">
          <span className="font-semibold">{t("minimumOrder")}</span>
        </p>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-shop flex-wrap justify-between gap-2 px-4 py-4 text-xs text-gray-300">
          <p data-testid="copyright">{t("copyright", { year })}</p>
          <p>
            {t.rich("poweredBy", {
              provider: provider.name,
              link: (chunks) => (
                <a href={provider.url} className="underline hover:text-white" rel="noopener">
                  {chunks}
                </a>
              ),
            })}
          </p>
        </div>
      </div>
    </footer>
  );
}
