import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { cartResponse } from "@souq/contract/cart";
import {
  homePage,
  productDetailResponse,
  productFacets,
  productList,
} from "@souq/contract/catalog";
import { orderResponse } from "@souq/contract/orders";
import {
  type VendorProductSaveInput,
  vendorPictureUploadResponse,
  vendorProductFormResponse,
  vendorProductLimits,
  vendorProductListResponse,
  vendorProductSaveResponse,
} from "@souq/contract/vendor-desk";
import { wishListResponse } from "@souq/contract/wishlist";
import { and, asc, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema.ts";
import { bearer, hasArabic, shopperWithAddress, type TestShopper } from "../../test/accounts.ts";
import { addToCart, placeOrder } from "../../test/purchases.ts";
import { buildTestApp, type TestApp, testPublicUrl } from "../../test/test-app.ts";
import { testMediaDir } from "../../test/test-paths.ts";
import { type Desk, firstCategory, signInDesk } from "../../test/vendor-desks.ts";
import { refreshSaleMinPrices } from "../products/public.ts";

// Vendors list their own products (ADR 55): pictures, drafts, publishing, archiving, and every
// refusal of a save, each before anything is written.

let t: TestApp;

let deskA: Desk;
let deskB: Desk;
let deskNakhla: Desk;
let shopper: TestShopper & { addressId: number };
let categoryId: number;
let nakhlaCategoryId: number;

beforeAll(async () => {
  // Some tests change rows behind the API's back (search columns, a sale's dates) and read the
  // change at once: the catalog's answers are not kept (ADR 57).
  t = await buildTestApp({ answerCacheMs: 0 });
  deskA = await signInDesk(t, "riyadh-digital-hub", 1);
  deskB = await signInDesk(t, "khaleej-mobile", 1);
  deskNakhla = await signInDesk(t, "nakhla-mobile", 2);
  shopper = await shopperWithAddress(t.app);
  categoryId = await firstCategory(t, 1);
  nakhlaCategoryId = await firstCategory(t, 2);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

function call(
  token: string | null,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: unknown,
  language?: string,
) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(language ? { "accept-language": language } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A picture of one colour with a circle, drawn at some size, as PNG with EXIF-like metadata. */
function drawing(width: number, height: number, hue = 40) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: hue, b: 90 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#1d4ed8"/></svg>`,
        ),
      },
    ])
    .withMetadata({ exif: { IFD0: { Copyright: "secret camera owner" } } })
    .jpeg()
    .toBuffer();
}

function uploadBody(data: Buffer, filename = "photo.jpg", contentType = "image/jpeg") {
  const boundary = `----souq${randomBytes(8).toString("hex")}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(token: string, data: Buffer, companyId = 1, language?: string) {
  const body = uploadBody(data);
  return t.app.inject({
    method: "POST",
    url: `/${companyId}/api/vendor/products/pictures`,
    headers: {
      ...bearer(token),
      ...body.headers,
      ...(language ? { "accept-language": language } : {}),
    },
    payload: body.payload,
  });
}

let hue = 0;
async function uploadedKey(desk: Desk): Promise<string> {
  hue = (hue + 7) % 250;
  const response = await upload(desk.token, await drawing(300, 200, hue), desk.companyId);
  expect(response.statusCode, response.body).toBe(201);
  return vendorPictureUploadResponse.parse(response.json()).data.key;
}

/** A product that passes every check, with words of its own in both languages. */
function validProduct(
  overrides: Partial<VendorProductSaveInput> = {},
  category = categoryId,
): VendorProductSaveInput {
  return {
    name_en: "Qirtas Travel Kettle",
    name_ar: "غلاية قرطاس للسفر",
    description_en: "A small kettle for the road.",
    description_ar: "غلاية صغيرة للطريق.",
    category_id: category,
    price: 120,
    sale_price: 99.5,
    specs: [{ label_en: "Capacity", label_ar: "السعة", value_en: "0.5 L", value_ar: "0.5 لتر" }],
    stock: 20,
    ...overrides,
  };
}

const productsUrl = (companyId = 1) => `/${companyId}/api/vendor/products`;

async function create(desk: Desk, body: VendorProductSaveInput, language?: string) {
  return call(desk.token, "POST", productsUrl(desk.companyId), body, language);
}

async function created(desk: Desk, body: VendorProductSaveInput) {
  const response = await create(desk, body);
  expect(response.statusCode, response.body).toBe(201);
  return vendorProductSaveResponse.parse(response.json()).data;
}

async function vendorProductCount(desk: Desk): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(products)
    .where(eq(products.vendorId, desk.vendorId));
  return Number(row?.n ?? 0);
}

async function search(keyword: string, language = "en") {
  const response = await call(
    null,
    "GET",
    `/1/api/marketplace/products?keyword=${encodeURIComponent(keyword)}&per_page=60`,
    undefined,
    language,
  );
  expect(response.statusCode, response.body).toBe(200);
  return productList.parse(response.json()).map((product) => product.id);
}

/** How many products the facets count for a keyword, or for a vendor (the sidebar's total). */
async function facetTotal(keyword: string | { vendorId: number }): Promise<number> {
  const query =
    typeof keyword === "string"
      ? `keyword=${encodeURIComponent(keyword)}`
      : `vendor_id=${keyword.vendorId}`;
  const response = await call(null, "GET", `/1/api/marketplace/products/facets?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return productFacets.parse(response.json()).total;
}

async function newArrivals(): Promise<number[]> {
  const response = await call(null, "GET", "/1/api/marketplace/home-page");
  expect(response.statusCode, response.body).toBe(200);
  return homePage.parse(response.json()).new_arrival.map((product) => product.id);
}

async function publicDetail(productId: number) {
  return call(null, "GET", `/1/api/marketplace/products/${productId}`);
}

describe("uploading a product picture", () => {
  it("keeps a JPEG re-encoded as WebP at the catalog's widths, square, with no metadata", async () => {
    const response = await upload(deskA.token, await drawing(640, 360));
    expect(response.statusCode, response.body).toBe(201);
    const { data } = vendorPictureUploadResponse.parse(response.json());
    expect(data.key).toMatch(/^v[0-9a-f]{24}$/);
    expect(data.picture.url).toBe(`${testPublicUrl}/media/${data.key}-400.webp`);
    for (const width of [200, 400, 800]) {
      const stored = await readFile(join(testMediaDir, `${data.key}-${width}.webp`));
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe("webp");
      expect([metadata.width, metadata.height]).toEqual([width, width]);
      expect(metadata.exif).toBeUndefined();
      expect(stored.includes(Buffer.from("secret camera owner"))).toBe(false);
    }
  });

  it("refuses what is not a picture by its content, in the request's language, and a shopper", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="9"/></svg>');
    const refused = await upload(deskA.token, svg, 1, "ar");
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["picture"]);
    expect(hasArabic(refused.json().errors.picture[0])).toBe(true);
    const page = Buffer.from("<html><body>not a picture</body></html>");
    expect((await upload(deskA.token, page)).statusCode).toBe(422);
    const asShopper = await upload(shopper.token, await drawing(100, 100));
    expect(asShopper.statusCode).toBe(403);
  });

  it("refuses a picture larger than 5 MB", async () => {
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(5 * 1_048_576)]);
    const response = await upload(deskA.token, huge);
    expect([413, 422]).toContain(response.statusCode);
  });
});

describe("a vendor's draft", () => {
  it("is saved, read back whole, listed for its vendor only, and invisible to the catalog", async () => {
    const picture = await uploadedKey(deskA);
    const vendorTotal = await facetTotal({ vendorId: deskA.vendorId });
    const draft = await created(
      deskA,
      validProduct({
        name_en: "Qirtas Draft Lantern",
        name_ar: "فانوس قرطاس مسودة",
        pictures: [picture],
      }),
    );
    expect(draft.status).toBe("draft");
    expect(draft.pictures.map((each) => each.key)).toEqual([picture]);
    expect(draft.price).toBe(120);
    expect(draft.sale_price).toBe(99.5);
    expect(draft.min_price).toBe(99.5);
    expect(draft.specs[0]?.value_ar).toBe("0.5 لتر");

    const read = await call(deskA.token, "GET", `${productsUrl()}/${draft.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers["cache-control"]).toBe("private, no-store");
    expect(vendorProductFormResponse.parse(read.json()).data).toEqual(draft);

    const listed = await call(deskA.token, "GET", `${productsUrl()}?status=draft&keyword=Lantern`);
    const list = vendorProductListResponse.parse(listed.json()).data;
    expect(list.map((each) => [each.id, each.status])).toEqual([[draft.id, "draft"]]);

    expect((await publicDetail(draft.id)).statusCode).toBe(404);
    expect(await newArrivals()).not.toContain(draft.id);
    expect(await facetTotal({ vendorId: deskA.vendorId })).toBe(vendorTotal);
    expect(await search("Lantern")).not.toContain(draft.id);
    expect(await search("فانوس", "ar")).not.toContain(draft.id);
    const wished = await call(
      shopper.token,
      "GET",
      `/1/api/marketplace/add-remove-wish-list/${draft.id}`,
    );
    expect(wished.statusCode).toBe(404);
    const carted = await call(shopper.token, "POST", "/1/api/marketplace/cart", {
      item_id: draft.id,
      item_quantity: 1,
    });
    expect(carted.statusCode).toBe(404);
  });

  it("is another vendor's 404, another marketplace's 404 and a shopper's 403", async () => {
    const draft = await created(deskA, validProduct({ name_en: "Qirtas Private Draft" }));
    expect((await call(deskB.token, "GET", `${productsUrl()}/${draft.id}`)).statusCode).toBe(404);
    const replaced = await call(deskB.token, "PUT", `${productsUrl()}/${draft.id}`, validProduct());
    expect(replaced.statusCode).toBe(404);
    const fromNakhla = await call(
      deskNakhla.token,
      "PUT",
      `${productsUrl(2)}/${draft.id}`,
      validProduct({}, nakhlaCategoryId),
    );
    expect(fromNakhla.statusCode).toBe(404);
    expect((await call(deskNakhla.token, "GET", `${productsUrl(2)}/${draft.id}`)).statusCode).toBe(
      404,
    );
    const asShopper = await call(shopper.token, "POST", productsUrl(), validProduct(), "ar");
    expect(asShopper.statusCode).toBe(403);
    expect(hasArabic(asShopper.json().message)).toBe(true);
    expect((await call(null, "POST", productsUrl(), validProduct())).statusCode).toBe(401);
    const after = vendorProductFormResponse.parse(
      (await call(deskA.token, "GET", `${productsUrl()}/${draft.id}`)).json(),
    ).data;
    expect(after.name_en).toBe("Qirtas Private Draft");
  });

  it("has a preview of its page, in the vendor's language, for its vendor only", async () => {
    const picture = await uploadedKey(deskA);
    const draft = await created(
      deskA,
      validProduct({
        name_en: "Qirtas Preview Lamp",
        name_ar: "مصباح قرطاس للمعاينة",
        pictures: [picture],
      }),
    );
    const preview = (language: string, desk = deskA, companyId = 1) =>
      call(desk.token, "GET", `${productsUrl(companyId)}/${draft.id}/preview`, undefined, language);

    const inArabic = await preview("ar");
    expect(inArabic.statusCode, inArabic.body).toBe(200);
    expect(inArabic.headers["cache-control"]).toBe("private, no-store");
    const page = productDetailResponse.parse(inArabic.json());
    expect(page.data.name).toBe("مصباح قرطاس للمعاينة");
    expect(page.data.description).toBe("غلاية صغيرة للطريق.");
    expect(page.data.specifications).toEqual([{ label: "السعة", value: "0.5 لتر" }]);
    // As it will read published: its stock as kept, not marked out; no related products.
    expect(page.data.stock).toBe(20);
    expect(page.data.labels).not.toContain("out");
    expect(page.data.gallery).toHaveLength(1);
    expect(page.related).toEqual([]);
    const inEnglish = productDetailResponse.parse((await preview("en")).json());
    expect(inEnglish.data.name).toBe("Qirtas Preview Lamp");

    expect((await preview("en", deskB)).statusCode).toBe(404);
    expect((await preview("en", deskNakhla, 2)).statusCode).toBe(404);
    const asShopper = await call(shopper.token, "GET", `${productsUrl()}/${draft.id}/preview`);
    expect(asShopper.statusCode).toBe(403);
    expect((await call(null, "GET", `${productsUrl()}/${draft.id}/preview`)).statusCode).toBe(401);
    expect((await publicDetail(draft.id)).statusCode).toBe(404);
  });
});

describe("a refused save", () => {
  const cases: Array<[string, () => Promise<Partial<VendorProductSaveInput>>, string]> = [
    ["no Arabic name", async () => ({ name_ar: "" }), "name_ar"],
    ["a name past its length", async () => ({ name_en: "x".repeat(201) }), "name_en"],
    ["no English description", async () => ({ description_en: " " }), "description_en"],
    [
      "a description past its length",
      async () => ({ description_ar: "ن".repeat(vendorProductLimits.descriptionMax + 1) }),
      "description_ar",
    ],
    [
      "another marketplace's category",
      async () => ({ category_id: nakhlaCategoryId }),
      "category_id",
    ],
    ["a price of zero", async () => ({ price: 0 }), "price"],
    ["a sale price above the price", async () => ({ sale_price: 130 }), "sale_price"],
    [
      "a sale end without a sale",
      async () => ({ sale_price: null, sale_ends_at: "2027-01-01T00:00:00Z" }),
      "sale_ends_at",
    ],
    [
      "a sale start without a sale",
      async () => ({ sale_price: null, sale_starts_at: "2027-01-01T00:00:00Z" }),
      "sale_starts_at",
    ],
    [
      "a sale that ends before it starts",
      async () => ({
        sale_starts_at: "2027-02-01T00:00:00+03:00",
        sale_ends_at: "2027-01-31T23:00:00+03:00",
      }),
      "sale_ends_at",
    ],
    ["stock past 100,000", async () => ({ stock: 100_001 }), "stock"],
    [
      "too many specifications",
      async () => ({
        specs: Array.from({ length: 31 }, () => ({
          label_en: "a",
          label_ar: "ب",
          value_en: "c",
          value_ar: "د",
        })),
      }),
      "specs",
    ],
    [
      "a specification without its Arabic value",
      async () => ({ specs: [{ label_en: "a", label_ar: "ب", value_en: "c", value_ar: "" }] }),
      "specs.0.value_ar",
    ],
    [
      "too many variants",
      async () => ({
        stock: undefined,
        variants: Array.from({ length: 51 }, (_, index) => ({
          size_en: `S${index}`,
          size_ar: `م${index}`,
          price: 10,
          stock: 1,
        })),
      }),
      "variants",
    ],
    [
      "a variant's stock past 100,000",
      async () => ({
        stock: undefined,
        variants: [{ size_en: "M", size_ar: "وسط", price: 10, stock: 100_001 }],
      }),
      "variants.0.stock",
    ],
    [
      "a variant's sale price at its price",
      async () => ({
        stock: undefined,
        variants: [{ size_en: "M", size_ar: "وسط", price: 10, sale_price: 10, stock: 1 }],
      }),
      "variants.0.sale_price",
    ],
    [
      "a variant with neither colour nor size",
      async () => ({ stock: undefined, variants: [{ price: 10, stock: 1 }] }),
      "variants.0.colour_en",
    ],
    [
      "a colour without Arabic",
      async () => ({
        stock: undefined,
        variants: [{ colour_en: "Red", colour_hex: "#FF0000", price: 10, stock: 1 }],
      }),
      "variants.0.colour_ar",
    ],
    [
      "stock beside variants",
      async () => ({ variants: [{ size_en: "M", size_ar: "وسط", price: 10, stock: 1 }] }),
      "stock",
    ],
    [
      "a variant's picture that is not the product's",
      async () => ({
        stock: undefined,
        pictures: [await uploadedKey(deskA)],
        variants: [
          {
            colour_en: "Red",
            colour_ar: "أحمر",
            colour_hex: "#FF0000",
            price: 10,
            stock: 1,
            picture: await uploadedKey(deskA),
          },
        ],
      }),
      "variants.0.picture",
    ],
    [
      "nine pictures",
      async () => ({
        pictures: await Promise.all(Array.from({ length: 9 }, () => uploadedKey(deskA))),
      }),
      "pictures",
    ],
    [
      "another vendor's picture",
      async () => ({ pictures: [await uploadedKey(deskB)] }),
      "pictures.0",
    ],
    [
      "a picture never uploaded",
      async () => ({ pictures: ["v0000000000000000deadbeef"] }),
      "pictures.0",
    ],
    ["publishing without a picture", async () => ({ status: "published" }), "pictures"],
    [
      "a variant id of another product",
      async () => ({
        stock: undefined,
        variants: [{ id: 1, size_en: "M", size_ar: "وسط", price: 10, stock: 1 }],
      }),
      "variants.0.id",
    ],
  ];

  it.each(cases)("answers 422 on the field for %s and saves nothing", async (_, change, field) => {
    const before = await vendorProductCount(deskA);
    const body = { ...validProduct(), ...(await change()) };
    const response = await create(deskA, body, "ar");
    expect(response.statusCode, response.body).toBe(422);
    const answer = response.json() as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(answer.errors)).toContain(field);
    expect(hasArabic(answer.message)).toBe(true);
    expect(hasArabic(answer.errors[field]?.[0] ?? "")).toBe(true);
    expect(await vendorProductCount(deskA)).toBe(before);
  });

  it("names the field in English when asked in English, and a refused replace changes nothing", async () => {
    const product = await created(deskA, validProduct({ name_en: "Qirtas Steady Mug" }));
    const response = await call(
      deskA.token,
      "PUT",
      `${productsUrl()}/${product.id}`,
      validProduct({ name_en: "Qirtas Changed Mug", category_id: nakhlaCategoryId, price: 5 }),
      "en",
    );
    // What the contract refuses is answered first; the category is checked once the body is whole.
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.sale_price[0]).toBe("The sale price must be below the price.");
    const again = await call(
      deskA.token,
      "PUT",
      `${productsUrl()}/${product.id}`,
      validProduct({ name_en: "Qirtas Changed Mug", category_id: nakhlaCategoryId }),
      "en",
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.category_id[0]).toMatch(/categor/i);
    const stored = vendorProductFormResponse.parse(
      (await call(deskA.token, "GET", `${productsUrl()}/${product.id}`)).json(),
    ).data;
    expect(stored.name_en).toBe("Qirtas Steady Mug");
  });
});

describe("publishing", () => {
  it("puts the product in search by an English and an Arabic word, listings and its page at once", async () => {
    const picture = await uploadedKey(deskA);
    const saved = await created(
      deskA,
      validProduct({
        name_en: "Zubarjad Espresso Grinder",
        name_ar: "مطحنة زبرجد للقهوة",
        pictures: [picture],
        status: "published",
      }),
    );
    expect(saved.status).toBe("published");
    expect(await search("Zubarjad")).toContain(saved.id);
    expect(await search("زبرجد", "ar")).toContain(saved.id);
    const detail = await publicDetail(saved.id);
    expect(detail.statusCode).toBe(200);
    expect(await newArrivals()).toContain(saved.id);
    expect(await facetTotal("Zubarjad")).toBe(1);
    const byCategory = await call(
      null,
      "GET",
      `/1/api/marketplace/products?category_id=${categoryId}&vendor_id=${deskA.vendorId}&sort=newest&per_page=60`,
    );
    expect(productList.parse(byCategory.json()).map((each) => each.id)).toContain(saved.id);
  });

  it("publishes a draft by saving it with status published, and variants sum the stock", async () => {
    const [first, second] = [await uploadedKey(deskA), await uploadedKey(deskA)];
    const draft = await created(
      deskA,
      validProduct({
        name_en: "Qirtas Linen Scarf",
        name_ar: "وشاح قرطاس كتان",
        stock: undefined,
        pictures: [first as string, second as string],
        variants: [
          {
            colour_en: "Red",
            colour_ar: "أحمر",
            colour_hex: "#ff0000",
            size_en: "M",
            size_ar: "وسط",
            size_kind: "clothing",
            price: 50,
            sale_price: 45,
            stock: 3,
            picture: second,
          },
          { colour_en: "Blue", colour_ar: "أزرق", colour_hex: "#0000FF", price: 55, stock: 4 },
        ],
      }),
    );
    expect(draft.stock).toBe(7);
    expect(draft.min_price).toBe(50);
    expect(draft.variants.map((each) => [each.colour_hex, each.picture])).toEqual([
      ["#FF0000", second],
      ["#0000FF", null],
    ]);
    const [red, blue] = draft.variants;
    const published = await call(
      deskA.token,
      "PUT",
      `${productsUrl()}/${draft.id}`,
      validProduct({
        name_en: "Qirtas Linen Scarf",
        name_ar: "وشاح قرطاس كتان",
        stock: undefined,
        status: "published",
        pictures: [second as string, first as string],
        variants: [
          {
            id: blue?.id,
            colour_en: "Blue",
            colour_ar: "أزرق",
            colour_hex: "#0000FF",
            price: 55,
            stock: 9,
          },
          { size_en: "L", size_ar: "كبير", price: 60, stock: 1 },
        ],
      }),
    );
    expect(published.statusCode, published.body).toBe(200);
    const data = vendorProductSaveResponse.parse(published.json()).data;
    expect(data.status).toBe("published");
    expect(data.pictures.map((each) => each.key)).toEqual([second, first]);
    expect(data.variants[0]?.id).toBe(blue?.id);
    expect(data.variants.map((each) => each.id)).not.toContain(red?.id);
    expect(data.stock).toBe(10);
    expect(await search("Scarf")).toContain(draft.id);
    expect(await search("وشاح", "ar")).toContain(draft.id);
  });
});

describe("a save that leaves status out", () => {
  it("keeps a published product published, and still asks it for a picture", async () => {
    const body = validProduct({
      name_en: "Marjan Clay Teapot",
      name_ar: "إبريق مرجان فخاري",
      pictures: [await uploadedKey(deskA)],
      status: "published",
    });
    const product = await created(deskA, body);
    const { status: _, ...withoutStatus } = body;
    const kept = await call(deskA.token, "PUT", `${productsUrl()}/${product.id}`, {
      ...withoutStatus,
      price: 130,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(vendorProductSaveResponse.parse(kept.json()).data.status).toBe("published");
    expect((await publicDetail(product.id)).statusCode).toBe(200);
    const bare = await call(
      deskA.token,
      "PUT",
      `${productsUrl()}/${product.id}`,
      { ...withoutStatus, pictures: [] },
      "ar",
    );
    expect(bare.statusCode).toBe(422);
    expect(Object.keys(bare.json().errors)).toEqual(["pictures"]);
    expect(hasArabic(bare.json().errors.pictures[0])).toBe(true);
    const stored = vendorProductFormResponse.parse(
      (await call(deskA.token, "GET", `${productsUrl()}/${product.id}`)).json(),
    ).data;
    expect([stored.price, stored.pictures.length]).toEqual([130, 1]);
  });
});

describe("archiving", () => {
  it("takes the product out of search, listings and its page, but an order and a wishlist keep it", async () => {
    const picture = await uploadedKey(deskA);
    const body = validProduct({
      name_en: "Yaqoot Brass Lamp",
      name_ar: "مصباح ياقوت نحاسي",
      pictures: [picture],
      status: "published",
    });
    const product = await created(deskA, body);
    const order = await placeOrder(t, shopper, [product.id]);
    const wished = await call(
      shopper.token,
      "GET",
      `/1/api/marketplace/add-remove-wish-list/${product.id}`,
    );
    expect(wished.statusCode, wished.body).toBe(200);
    expect(await search("Yaqoot")).toContain(product.id);
    expect(await facetTotal("Yaqoot")).toBe(1);
    const holder = await shopperWithAddress(t.app);
    const held = await call(holder.token, "POST", "/1/api/marketplace/cart", {
      item_id: product.id,
      item_quantity: 1,
    });
    expect(held.statusCode, held.body).toBe(200);

    const archived = await call(deskA.token, "PUT", `${productsUrl()}/${product.id}`, {
      ...body,
      status: "archived",
    });
    expect(archived.statusCode, archived.body).toBe(200);

    expect(await search("Yaqoot")).not.toContain(product.id);
    expect(await facetTotal("Yaqoot")).toBe(0);
    expect(await newArrivals()).not.toContain(product.id);
    expect(await search("ياقوت", "ar")).not.toContain(product.id);
    expect((await publicDetail(product.id)).statusCode).toBe(404);
    const listing = await call(
      null,
      "GET",
      `/1/api/marketplace/products?vendor_id=${deskA.vendorId}&per_page=60&sort=newest`,
    );
    expect(productList.parse(listing.json()).map((each) => each.id)).not.toContain(product.id);

    const orderAnswer = await call(shopper.token, "GET", `/1/api/marketplace/order/${order.id}`);
    const lines = orderResponse
      .parse(orderAnswer.json())
      .data.shipments.flatMap((shipment) => shipment.items);
    expect(lines.map((line) => [line.product_id, line.name])).toContainEqual([
      product.id,
      "Yaqoot Brass Lamp",
    ]);

    const wishlist = await call(shopper.token, "GET", "/1/api/marketplace/wish-list");
    const kept = wishListResponse
      .parse(wishlist.json())
      .wish_list.find((each) => each.id === product.id);
    expect(kept?.available).toBe(false);
    expect(kept?.labels).toContain("out");

    const carted = await call(shopper.token, "POST", "/1/api/marketplace/cart", {
      item_id: product.id,
      item_quantity: 1,
    });
    expect(carted.statusCode).toBe(404);
    // A cart that held it before keeps the line, but checkout finds none of it to sell.
    const checkout = await t.app.inject({
      method: "POST",
      url: "/1/api/marketplace/checkout",
      headers: { ...bearer(holder.token), "idempotency-key": randomBytes(12).toString("hex") },
      payload: {
        address_id: holder.addressId,
        delivery_option: "standard",
        payment_method: "cash_on_delivery",
      },
    });
    expect(checkout.statusCode, checkout.body).toBe(422);

    const mine = await call(deskA.token, "GET", `${productsUrl()}?status=archived&keyword=Yaqoot`);
    expect(vendorProductListResponse.parse(mine.json()).data.map((each) => each.id)).toEqual([
      product.id,
    ]);
  });
});

describe("editing a product the vendor had before", () => {
  it("reads a seeded product whole and saves it back with a new name, keeping its pictures and variants", async () => {
    const [seeded] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.vendorId, deskA.vendorId), eq(products.status, "published")))
      .orderBy(asc(products.id))
      .limit(1);
    if (!seeded) throw new Error("vendor A has no product");
    const read = await call(deskA.token, "GET", `${productsUrl()}/${seeded.id}`);
    expect(read.statusCode, read.body).toBe(200);
    const form = vendorProductFormResponse.parse(read.json()).data;
    const absent = <T>(value: T | null) => value ?? undefined;
    const body: VendorProductSaveInput = {
      name_en: `${form.name_en} Fayrouzi`,
      name_ar: `${form.name_ar} فيروزي`,
      description_en: form.description_en,
      description_ar: form.description_ar,
      category_id: form.category_id,
      price: form.price,
      sale_price: form.sale_price,
      sale_ends_at: form.sale_ends_at,
      stock: form.variants.length ? undefined : form.stock,
      specs: form.specs,
      pictures: form.pictures.map((each) => each.key),
      variants: form.variants.map((variant) => ({
        id: variant.id,
        colour_en: absent(variant.colour_en),
        colour_ar: absent(variant.colour_ar),
        colour_hex: absent(variant.colour_hex),
        size_en: absent(variant.size_en),
        size_ar: absent(variant.size_ar),
        size_kind: absent(variant.size_kind),
        price: variant.price,
        sale_price: variant.sale_price,
        stock: variant.stock,
        picture: absent(variant.picture),
      })),
      status: "published",
    };
    const saved = await call(deskA.token, "PUT", `${productsUrl()}/${seeded.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = vendorProductSaveResponse.parse(saved.json()).data;
    expect(after.pictures.map((each) => each.key)).toEqual(form.pictures.map((each) => each.key));
    expect(after.variants.map((each) => each.id)).toEqual(form.variants.map((each) => each.id));
    expect(after.stock).toBe(form.stock);
    expect(after.slug).toBe(form.slug);
    expect(await search("Fayrouzi")).toContain(seeded.id);
    expect(await search("فيروزي", "ar")).toContain(seeded.id);
    expect((await publicDetail(seeded.id)).statusCode).toBe(200);
  });
});

describe("a sale between its dates", () => {
  const hour = 60 * 60 * 1000;
  const at = (fromNowMs: number) => new Date(Date.now() + fromNowMs).toISOString();

  async function shown(productId: number) {
    const response = await publicDetail(productId);
    expect(response.statusCode, response.body).toBe(200);
    return productDetailResponse.parse(response.json()).data;
  }
  async function onSaleIds(keyword: string): Promise<number[]> {
    const response = await call(
      null,
      "GET",
      `/1/api/marketplace/products?keyword=${encodeURIComponent(keyword)}&on_sale=1&per_page=60`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return productList.parse(response.json()).map((product) => product.id);
  }
  async function underPrice(keyword: string, riyals: number): Promise<number[]> {
    const response = await call(
      null,
      "GET",
      `/1/api/marketplace/products?keyword=${encodeURIComponent(keyword)}&max_price=${riyals}&per_page=60`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return productList.parse(response.json()).map((product) => product.id);
  }
  /** The unit price the shopper's cart charges for one of the product (or the variant). */
  async function cartPrice(productId: number, variantId?: number): Promise<number> {
    const response = await addToCart(t, shopper, productId, variantId);
    expect(response.statusCode, response.body).toBe(200);
    const line = cartResponse
      .parse(response.json())
      .data.items.find(
        (item) =>
          item.product_id === productId &&
          (variantId === undefined || item.variant_id === variantId),
      );
    if (!line) throw new Error("the line is not in the cart");
    await t.app.inject({
      method: "DELETE",
      url: `/1/api/marketplace/cart/${line.id}`,
      headers: bearer(shopper.token),
    });
    return line.sale_price ?? line.price;
  }
  async function published(body: Partial<VendorProductSaveInput>) {
    const picture = await uploadedKey(deskA);
    return created(
      deskA,
      validProduct({
        name_en: "Marjan Pour-over Kettle",
        name_ar: "غلاية مرجان للتقطير",
        price: 200,
        sale_price: 150,
        pictures: [picture],
        status: "published",
        ...body,
      }),
    );
  }

  it("sells at the price before the sale starts, at the sale price while it runs, and at the price after it ends", async () => {
    const saved = await published({ sale_starts_at: at(24 * hour), sale_ends_at: at(48 * hour) });
    expect(saved.sale_starts_at).not.toBeNull();
    expect(saved.min_price).toBe(200);

    // Before: no sale anywhere a shopper looks, and none charged.
    let detail = await shown(saved.id);
    expect(detail.sale_price).toBeNull();
    expect(detail.deal_ends_at).toBeNull();
    expect(detail.labels).not.toContain("sale");
    expect(await onSaleIds("Marjan")).not.toContain(saved.id);
    expect(await underPrice("Marjan", 160)).not.toContain(saved.id);
    expect(await cartPrice(saved.id)).toBe(200);

    // Running: the sale price is shown, counted down, filtered and charged.
    const running = await call(deskA.token, "PUT", `${productsUrl()}/${saved.id}`, {
      ...validProduct({
        name_en: "Marjan Pour-over Kettle",
        name_ar: "غلاية مرجان للتقطير",
        price: 200,
        sale_price: 150,
        pictures: saved.pictures.map((each) => each.key),
      }),
      sale_starts_at: at(-hour),
      sale_ends_at: at(24 * hour),
    });
    expect(running.statusCode, running.body).toBe(200);
    expect(vendorProductSaveResponse.parse(running.json()).data.min_price).toBe(150);
    detail = await shown(saved.id);
    expect(detail.sale_price).toBe(150);
    expect(detail.deal_ends_at).not.toBeNull();
    expect(await onSaleIds("Marjan")).toContain(saved.id);
    expect(await underPrice("Marjan", 160)).toContain(saved.id);
    expect(await cartPrice(saved.id)).toBe(150);

    // Over, as time passes it (the row's dates moved back, the stored lowest price left as it was):
    // reads and charges follow at once, and the periodic refresh puts the price filter right.
    await t.database.db
      .update(products)
      .set({
        saleStartsAt: new Date(Date.now() - 3 * hour),
        dealEndsAt: new Date(Date.now() - hour),
      })
      .where(eq(products.id, saved.id));
    detail = await shown(saved.id);
    expect(detail.sale_price).toBeNull();
    expect(detail.deal_ends_at).toBeNull();
    expect(await cartPrice(saved.id)).toBe(200);
    expect(await onSaleIds("Marjan")).not.toContain(saved.id);
    expect(await underPrice("Marjan", 160)).toContain(saved.id);
    expect(await refreshSaleMinPrices(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await underPrice("Marjan", 160)).not.toContain(saved.id);
    // The vendor still reads the sale it set, to run it again.
    const form = await call(deskA.token, "GET", `${productsUrl()}/${saved.id}`);
    expect(vendorProductFormResponse.parse(form.json()).data.sale_price).toBe(150);
  });

  it("applies the variants' sale prices only while the product's sale runs", async () => {
    const saved = await published({
      name_en: "Marjan Travel Mug",
      name_ar: "كوب مرجان للسفر",
      sale_price: null,
      stock: undefined,
      sale_starts_at: at(24 * hour),
      variants: [
        {
          colour_en: "Teal",
          colour_ar: "أزرق مخضر",
          colour_hex: "#0F766E",
          price: 80,
          sale_price: 60,
          stock: 5,
        },
        {
          colour_en: "Sand",
          colour_ar: "رملي",
          colour_hex: "#D6C7A1",
          price: 90,
          sale_price: 70,
          stock: 5,
        },
      ],
    });
    const [teal] = saved.variants;
    if (!teal) throw new Error("no variant saved");
    const before = await shown(saved.id);
    expect(before.variants.map((variant) => variant.sale_price)).toEqual([null, null]);
    expect(await cartPrice(saved.id, teal.id)).toBe(80);

    await t.database.db
      .update(products)
      .set({ saleStartsAt: new Date(Date.now() - hour) })
      .where(eq(products.id, saved.id));
    const during = await shown(saved.id);
    expect(during.variants.map((variant) => variant.sale_price)).toEqual([60, 70]);
    expect(await cartPrice(saved.id, teal.id)).toBe(60);
    expect(await onSaleIds("Marjan")).toContain(saved.id);
  });
});
