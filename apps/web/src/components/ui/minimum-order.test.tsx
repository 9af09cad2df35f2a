import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInStorefront } from "@/test/render-in-storefront.tsx";
import { MinimumOrder } from "./minimum-order.tsx";

const words = {
  en: { label: "Minimum Order Price:", none: "No minimum order", currency: "Saudi riyals" },
  ar: { label: "الحد الأدنى لقيمة الطلب:", none: "لا يوجد حد أدنى للطلب", currency: "ريال سعودي" },
} as const;

function draw(amount: number | null | undefined, locale: "en" | "ar" = "en") {
  const say = words[locale];
  return renderInStorefront(
    <MinimumOrder
      label={say.label}
      amount={amount}
      noneText={say.none}
      locale={locale}
      currencyLabel={say.currency}
      testId="minimum-order"
    />,
    { locale },
  );
}

const line = () => screen.getByTestId("minimum-order");

describe("the minimum order line (footer and checkout)", () => {
  it("says the amount with the riyal sign and two decimals after the spec's label", () => {
    draw(49.5);
    expect(line().textContent).toMatch(/^Minimum Order Price: .*49\.50$/);
    expect(screen.getByRole("img", { name: "Saudi riyals" })).toBeTruthy();
  });

  it.each(["en", "ar"] as const)("says there is none rather than 0.00 (%s)", (locale) => {
    draw(null, locale);
    expect(line().textContent).toBe(`${words[locale].label} ${words[locale].none}`);
    expect(line().textContent).not.toContain("0.00");
  });

  it("shows the label alone while the amount is unknown", () => {
    draw(undefined);
    expect(line().textContent?.trim()).toBe("Minimum Order Price:");
  });
});
