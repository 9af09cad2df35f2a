import type { VendorProductForm } from "@souq/contract/vendor-desk";
import { vendorProductSaveRequest } from "@souq/contract/vendor-desk";
import { describe, expect, it } from "vitest";
import {
  draftOf,
  emptyDraft,
  emptyVariant,
  isoDateTime,
  listingBody,
  localDateTime,
  moved,
} from "./listing-draft.ts";

const picture = (key: string) => ({
  key,
  picture: { url: `/media/${key}-400.webp`, srcset: "", width: 400, height: 400 },
});

/** A product's form filled in as the contract asks, no sale. */
const lampDraft = () => ({
  ...emptyDraft(),
  name_en: "Desk lamp",
  name_ar: "مصباح مكتب",
  description_en: "A lamp.",
  description_ar: "مصباح.",
  category_id: "3",
  price: "120",
  stock: "5",
});

describe("the listing form's body", () => {
  it("sends the product's own stock without variants, and each variant's with them", () => {
    const draft = { ...emptyDraft(), name_en: " Lamp ", stock: "4" };
    expect(listingBody(draft)).toMatchObject({ name_en: "Lamp", stock: "4", variants: [] });
    const withVariants = { ...draft, variants: [{ ...emptyVariant(), size_en: "M", stock: "2" }] };
    const body = listingBody(withVariants);
    expect(body).not.toHaveProperty("stock");
    expect(body.variants).toEqual([expect.objectContaining({ size_en: "M", stock: "2" })]);
  });

  it("names the pictures in the order chosen, and a variant's picture only while it is kept", () => {
    const draft = {
      ...emptyDraft(),
      pictures: [picture("b"), picture("a")],
      variants: [
        { ...emptyVariant(), id: "7", colour_hex: "#000000", picture: "a" },
        { ...emptyVariant(), colour_hex: "#FFFFFF", picture: "gone" },
      ],
    };
    const body = listingBody(draft);
    expect(body.pictures).toEqual(["b", "a"]);
    expect(body.variants).toEqual([
      expect.objectContaining({ id: "7", picture: "a" }),
      expect.not.objectContaining({ picture: expect.anything() }),
    ]);
    expect((body.variants as object[])[1]).not.toHaveProperty("id");
  });

  it("adds a status only when a button names one", () => {
    expect(listingBody(emptyDraft())).not.toHaveProperty("status");
    expect(listingBody(emptyDraft(), "published")).toMatchObject({ status: "published" });
  });

  it("is a body the contract takes, as form data's text", () => {
    const draft = { ...lampDraft(), price: "120.50", pictures: [picture("k1")] };
    const parsed = vendorProductSaveRequest.safeParse(listingBody(draft, "published"));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      price: 120.5,
      sale_price: null,
      stock: 5,
      status: "published",
    });
  });
});

describe("the sale's dates", () => {
  it("are typed in Riyadh time and sent with their offset", () => {
    expect(isoDateTime("2026-12-31T23:30")).toBe("2026-12-31T23:30:00+03:00");
    expect(isoDateTime("")).toBe("");
    expect(localDateTime("2026-12-31T20:30:00.000Z")).toBe("2026-12-31T23:30");
    expect(localDateTime(null)).toBe("");
  });

  it("go in the body, start and end, as instants the contract takes", () => {
    const draft = {
      ...lampDraft(),
      sale_price: "99",
      sale_starts_at: "2026-12-01T09:00",
      sale_ends_at: "2026-12-03T21:00",
    };
    const parsed = vendorProductSaveRequest.parse(listingBody(draft));
    expect(parsed.sale_starts_at).toBe("2026-12-01T09:00:00+03:00");
    expect(parsed.sale_ends_at).toBe("2026-12-03T21:00:00+03:00");
  });
});

describe("a variant's kind of size", () => {
  it("is sent with its size, and left for the API to default without one", () => {
    const draft = {
      ...emptyDraft(),
      variants: [
        { ...emptyVariant(), size_en: "42", size_ar: "42", size_kind: "shoe" as const },
        { ...emptyVariant(), colour_en: "Red", size_kind: "shoe" as const },
      ],
    };
    const [sized, unsized] = listingBody(draft).variants as Array<Record<string, string>>;
    expect(sized).toMatchObject({ size_kind: "shoe" });
    expect(unsized).toMatchObject({ size_kind: "" });
  });
});

describe("a saved product's form", () => {
  it("starts from what was stored, prices with two decimals", () => {
    const product = {
      id: 9,
      status: "draft",
      name_en: "Lamp",
      name_ar: "مصباح",
      description_en: "d",
      description_ar: "و",
      category_id: 4,
      price: 100,
      sale_price: null,
      sale_starts_at: "2026-12-01T06:00:00.000Z",
      sale_ends_at: null,
      stock: 3,
      min_price: 90,
      specs: [],
      variants: [
        {
          id: 11,
          colour_en: "Black",
          colour_ar: "أسود",
          colour_hex: "#000000",
          size_en: null,
          size_ar: null,
          size_kind: "shoe",
          price: 90,
          sale_price: 80.5,
          stock: 3,
          picture: null,
        },
      ],
      pictures: [],
      slug: "lamp",
      created_at: "2026-11-27T00:00:00.000Z",
      updated_at: "2026-11-27T00:00:00.000Z",
    } satisfies VendorProductForm;
    const draft = draftOf(product);
    expect(draft).toMatchObject({
      category_id: "4",
      price: "100.00",
      sale_price: "",
      sale_starts_at: "2026-12-01T09:00",
      sale_ends_at: "",
      stock: "",
    });
    expect(draft.variants[0]).toMatchObject({
      id: "11",
      size_en: "",
      size_kind: "shoe",
      sale_price: "80.50",
    });
  });
});

describe("moving a picture", () => {
  it("swaps it with its neighbour, and leaves the list alone at an edge", () => {
    expect(moved(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moved(["a", "b"], 1, 1)).toEqual(["a", "b"]);
  });
});
