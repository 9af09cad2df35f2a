import { useTranslations } from "next-intl";

interface ProfileSummaryProps {
  user: { name: string; email: string; phone: string | null; address: string | null };
}

/** What the account knows about the shopper. */
export function ProfileSummary({ user }: ProfileSummaryProps) {
  const t = useTranslations("Account");
  const rows = [
    [t("name"), user.name, undefined],
    [t("email"), user.email, "ltr"],
    [t("phone"), user.phone ?? "—", "ltr"],
    [t("address"), user.address ?? "—", undefined],
  ] as const;
  return (
    <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]" data-testid="profile-summary">
      {rows.map(([label, value, dir]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-muted">{label}</dt>
          {/* An address or number reads left to right, but sits at the page's start edge. */}
          <dd className="min-w-0 [overflow-wrap:anywhere]">
            {dir ? <bdi dir={dir}>{value}</bdi> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
