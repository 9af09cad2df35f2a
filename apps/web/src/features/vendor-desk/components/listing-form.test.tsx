import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { saveListing } from "@/features/vendor-desk/actions.ts";
import { emptyDraft } from "@/features/vendor-desk/listing-draft.ts";
import { renderInStorefront } from "@/test/render-in-storefront.tsx";
import { ListingForm } from "./listing-form.tsx";

// The server actions are the API's side: here they answer as the API would.
vi.mock("@/features/vendor-desk/actions.ts", () => ({
  saveListing: vi.fn(),
  uploadListingPicture: vi.fn(),
}));

const picture = (key: string) => ({
  key,
  picture: { url: `https://media.test/${key}-400.webp`, srcset: "", width: 400, height: 400 },
});

function draw(locale: "en" | "ar" = "en") {
  const initial = { ...emptyDraft(), pictures: [picture("one"), picture("two")] };
  return renderInStorefront(
    <ListingForm
      id={null}
      status={null}
      initial={initial}
      categories={[{ id: 3, name: "Lamps", depth: 0 }]}
    />,
    { locale },
  );
}

const keys = () =>
  screen.getAllByTestId("picture-preview").map((item) => item.getAttribute("data-key"));

describe("the product form", () => {
  it("writes the Arabic name and description right to left", () => {
    draw("ar");
    expect(screen.getByLabelText("الاسم بالعربية").getAttribute("dir")).toBe("rtl");
    expect(screen.getByLabelText("الوصف بالعربية").getAttribute("dir")).toBe("rtl");
    expect(screen.getByLabelText("الاسم بالإنجليزية").getAttribute("dir")).toBe("ltr");
  });

  it("puts the pictures in order with labelled buttons, in the vendor's language", () => {
    draw("ar");
    expect(screen.getByRole("button", { name: "تقديم الصورة 1" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("button", { name: "تأخير الصورة 1" }));
    expect(keys()).toEqual(["two", "one"]);
    fireEvent.click(screen.getByRole("button", { name: "حذف الصورة 2" }));
    expect(keys()).toEqual(["two"]);
  });

  it("adds and removes variant rows, the product's own stock only without them", () => {
    draw();
    expect(screen.getByLabelText("Stock")).toBeTruthy();
    fireEvent.click(screen.getByTestId("add-variant"));
    fireEvent.click(screen.getByTestId("add-variant"));
    expect(screen.getAllByTestId("variant-row")).toHaveLength(2);
    expect(within(screen.getByTestId("listing-prices")).queryByLabelText("Stock")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Remove variant 1" }));
    expect(screen.getAllByTestId("variant-row")).toHaveLength(1);
  });

  it("shows a refusal beside its field and keeps what was typed", async () => {
    vi.mocked(saveListing).mockResolvedValueOnce({
      status: "error",
      message: "Check the fields marked below.",
      fields: { "variants.0.price": ["Enter a price."] },
    });
    draw();
    fireEvent.click(screen.getByTestId("add-variant"));
    const row = screen.getByTestId("variant-row");
    fireEvent.change(within(row).getByLabelText("Colour in English"), {
      target: { value: "Teal" },
    });
    fireEvent.click(screen.getByTestId("publish-product"));
    await waitFor(() => expect(screen.getByTestId("form-error")).toBeTruthy());
    const price = within(row).getByLabelText("Price (SAR)");
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(within(row).getByTestId("field-error").textContent).toBe("Enter a price.");
    expect((within(row).getByLabelText("Colour in English") as HTMLInputElement).value).toBe(
      "Teal",
    );
    expect(vi.mocked(saveListing).mock.calls[0]?.[0]).toMatchObject({
      id: null,
      status: "published",
    });
  });
});
