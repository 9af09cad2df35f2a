import type { VendorProductSaveInput } from "@souq/contract/vendor-desk";
import { vendorProductSaveResponse } from "@souq/contract/vendor-desk";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchWords } from "../../db/schema.ts";
import { bearer } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { type Desk, firstCategory, signInDesk, uploadPicture } from "../../test/vendor-desks.ts";
import { selectRebuiltSearchWords } from "./search-index-repository.ts";

// A vendor's save moves its marketplace's word list by what its product changed (ADR 55): after
// any sequence of saves the list is exactly what a rebuild from every product would write.

let t: TestApp;
let deskA: Desk;
let deskB: Desk;
let categoryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  deskA = await signInDesk(t, "riyadh-digital-hub", 1);
  deskB = await signInDesk(t, "khaleej-mobile", 1);
  categoryId = await firstCategory(t, 1);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function storedWords(companyId: number) {
  return t.database.db
    .select()
    .from(searchWords)
    .where(eq(searchWords.companyId, companyId))
    .orderBy(asc(searchWords.word));
}

async function expectListAsRebuilt(companyId = 1) {
  const [stored, rebuilt] = await Promise.all([
    storedWords(companyId),
    selectRebuiltSearchWords(t.database.db, companyId),
  ]);
  expect(stored.length).toBeGreaterThan(0);
  expect(stored).toEqual(rebuilt);
}

async function wordRow(word: string) {
  return (await storedWords(1)).find((row) => row.word === word);
}

async function save(desk: Desk, id: number | null, body: VendorProductSaveInput) {
  const response = await t.app.inject({
    method: id === null ? "POST" : "PUT",
    url: `/${desk.companyId}/api/vendor/products${id === null ? "" : `/${id}`}`,
    headers: bearer(desk.token),
    payload: body as unknown as Record<string, unknown>,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return vendorProductSaveResponse.parse(response.json()).data;
}

function product(
  names: { en: string; ar: string },
  overrides: Partial<VendorProductSaveInput> = {},
): VendorProductSaveInput {
  return {
    name_en: names.en,
    name_ar: names.ar,
    description_en: "A lantern for the courtyard, lit by a small lamp.",
    description_ar: "فانوس للفناء يضيئه مصباح صغير.",
    category_id: categoryId,
    price: 80,
    specs: [{ label_en: "Height", label_ar: "الارتفاع", value_en: "40 cm", value_ar: "40 سم" }],
    stock: 5,
    ...overrides,
  };
}

describe("the word list kept by difference", () => {
  it("starts as a rebuild would write it", async () => {
    await expectListAsRebuilt();
  });

  it("follows a product from draft to published, renamed, archived and published again", async () => {
    const picture = await uploadPicture(t, deskA);
    const first = { en: "Zumurrudi Courtyard Lantern", ar: "فانوس زمردي للفناء" };
    const draft = await save(deskA, null, product(first, { pictures: [picture] }));
    expect(draft.status).toBe("draft");
    // A draft is nobody's to find: its words are not listed.
    expect(await wordRow("zumurrudi")).toBeUndefined();
    await expectListAsRebuilt();

    await save(deskA, draft.id, product(first, { pictures: [picture], status: "published" }));
    expect(await wordRow("zumurrudi")).toMatchObject({ products: 1, named: 1 });
    await expectListAsRebuilt();

    const renamed = { en: "Yaqouti Courtyard Lantern", ar: "فانوس ياقوتي للفناء" };
    await save(deskA, draft.id, product(renamed, { pictures: [picture] }));
    expect(await wordRow("zumurrudi")).toBeUndefined();
    expect(await wordRow("yaqouti")).toMatchObject({ products: 1, named: 1 });
    await expectListAsRebuilt();

    await save(deskA, draft.id, product(renamed, { pictures: [picture], status: "archived" }));
    expect(await wordRow("yaqouti")).toBeUndefined();
    await expectListAsRebuilt();

    await save(deskA, draft.id, product(renamed, { pictures: [picture], status: "published" }));
    expect(await wordRow("yaqouti")).toMatchObject({ products: 1, named: 1 });
    await expectListAsRebuilt();
  });

  it("counts two vendors' saves at once, on words they share", async () => {
    const [pictureA, pictureB] = await Promise.all([
      uploadPicture(t, deskA),
      uploadPicture(t, deskB),
    ]);
    const shared = (label: string) => ({
      en: `Marjani ${label} Lantern`,
      ar: `فانوس مرجاني ${label}`,
    });
    const published = (label: string, picture: string) =>
      product(shared(label), { pictures: [picture], status: "published" });
    const before = (await wordRow("lantern"))?.products ?? 0;
    const [a, b] = await Promise.all([
      save(deskA, null, published("Brass", pictureA)),
      save(deskB, null, published("Copper", pictureB)),
    ]);
    expect(await wordRow("marjani")).toMatchObject({ products: 2, named: 2 });
    expect((await wordRow("lantern"))?.products).toBe(before + 2);
    await expectListAsRebuilt();

    await Promise.all([
      save(deskA, a.id, product(shared("Brass"), { pictures: [pictureA], status: "archived" })),
      save(deskB, b.id, product(shared("Copper"), { pictures: [pictureB], status: "archived" })),
    ]);
    expect(await wordRow("marjani")).toBeUndefined();
    await expectListAsRebuilt();
  });
});
