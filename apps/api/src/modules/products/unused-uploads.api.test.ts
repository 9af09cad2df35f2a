import { access } from "node:fs/promises";
import { join } from "node:path";
import { pictureWidths } from "@souq/contract/picture-widths";
import type { VendorProductSaveInput } from "@souq/contract/vendor-desk";
import { vendorProductSaveResponse } from "@souq/contract/vendor-desk";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, productUploads } from "../../db/schema.ts";
import { pictureFileName } from "../../media/pictures.ts";
import { bearer } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { testMediaDir } from "../../test/test-paths.ts";
import {
  type Desk,
  firstCategory,
  freshPicture,
  signInDesk,
  uploadPicture,
} from "../../test/vendor-desks.ts";
import { orderShowsPicture } from "../orders/public.ts";
import { sweepUnusedUploads, unusedUploadAgeMs } from "./unused-uploads.ts";

// Pictures a vendor uploaded and no product kept are deleted after a day (ADR 55); the sweep is
// called with the time the test chooses rather than waited for.

let t: TestApp;
let desk: Desk;
let categoryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  desk = await signInDesk(t, "riyadh-digital-hub", 1);
  categoryId = await firstCategory(t, 1);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const sweep = (now = new Date()) =>
  sweepUnusedUploads({
    db: t.database.db,
    mediaDir: testMediaDir,
    shownElsewhere: orderShowsPicture,
    now,
  });

/** Whether every width of a picture is on disk; false when none is, fails when only some are. */
async function filesOf(key: string): Promise<boolean> {
  const present = await Promise.all(
    pictureWidths.map((width) =>
      access(join(testMediaDir, pictureFileName(key, width))).then(
        () => true,
        () => false,
      ),
    ),
  );
  expect(new Set(present).size, `${key}: some widths only`).toBe(1);
  return present[0] === true;
}

async function uploadRows(key: string): Promise<number> {
  const rows = await t.database.db
    .select({ id: productUploads.id })
    .from(productUploads)
    .where(eq(productUploads.mediaKey, key));
  return rows.length;
}

/** Makes some pictures' uploads older than the sweep keeps unused ones. */
async function age(keys: string[], hours = 25) {
  await t.database.db
    .update(productUploads)
    .set({ createdAt: new Date(Date.now() - hours * 3_600_000) })
    .where(inArray(productUploads.mediaKey, keys));
}

async function saveDraft(id: number | null, pictures: string[]): Promise<number> {
  const body: VendorProductSaveInput = {
    name_en: "Fanar Desk Lamp",
    name_ar: "مصباح مكتب فنار",
    description_en: "A lamp for the desk.",
    description_ar: "مصباح للمكتب.",
    category_id: categoryId,
    price: 60,
    specs: [],
    stock: 3,
    pictures,
  };
  const response = await t.app.inject({
    method: id === null ? "POST" : "PUT",
    url: `/1/api/vendor/products${id === null ? "" : `/${id}`}`,
    headers: bearer(desk.token),
    payload: body as unknown as Record<string, unknown>,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return vendorProductSaveResponse.parse(response.json()).data.id;
}

describe("the sweep of unused uploads", () => {
  it("deletes an old upload nobody names, rows and files, and keeps the rest", async () => {
    const unusedPicture = await freshPicture();
    const unused = await uploadPicture(t, desk, unusedPicture);
    const fresh = await uploadPicture(t, desk);
    const named = await uploadPicture(t, desk);
    const ordered = await uploadPicture(t, desk);
    const productId = await saveDraft(null, [named]);
    // A past order shows a picture its product no longer has.
    const [line] = await t.database.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .orderBy(asc(orderItems.id))
      .limit(1);
    if (!line) throw new Error("the seed has no order lines");
    await t.database.db
      .update(orderItems)
      .set({ pictureKey: ordered })
      .where(eq(orderItems.id, line.id));
    await age([unused, named, ordered]);
    for (const key of [unused, fresh, named, ordered]) expect(await filesOf(key)).toBe(true);

    expect(await sweep()).toBe(1);
    expect(await uploadRows(unused)).toBe(0);
    expect(await filesOf(unused)).toBe(false);
    for (const key of [fresh, named, ordered]) {
      expect(await uploadRows(key), key).toBe(1);
      expect(await filesOf(key), key).toBe(true);
    }
    // Nothing more to do: a second sweep deletes nothing.
    expect(await sweep()).toBe(0);

    // A picture dropped from its product goes, its upload being over a day old.
    await saveDraft(productId, []);
    expect(await sweep()).toBe(1);
    expect(await uploadRows(named)).toBe(0);
    expect(await filesOf(named)).toBe(false);
    expect(await filesOf(fresh)).toBe(true);
    // The fresh upload, still unused a day later, goes too.
    expect(await sweep(new Date(Date.now() + unusedUploadAgeMs + 60_000))).toBe(1);
    expect(await uploadRows(fresh)).toBe(0);
    expect(await filesOf(fresh)).toBe(false);
    expect(await filesOf(ordered)).toBe(true);

    // The same picture uploaded again after its files went is stored again.
    expect(await uploadPicture(t, desk, unusedPicture)).toBe(unused);
    expect(await filesOf(unused)).toBe(true);
  });

  it("keeps an old upload while a newer upload of the same picture is within its day", async () => {
    const picture = await freshPicture();
    const key = await uploadPicture(t, desk, picture);
    await age([key], 30);
    expect(await uploadPicture(t, desk, picture)).toBe(key);
    expect(await uploadRows(key)).toBe(2);
    expect(await sweep()).toBe(0);
    expect(await filesOf(key)).toBe(true);
  });

  it("deletes at most a batch a sweep", async () => {
    const keys = [await uploadPicture(t, desk), await uploadPicture(t, desk)];
    await age(keys);
    const now = new Date();
    expect(
      await sweepUnusedUploads({
        db: t.database.db,
        mediaDir: testMediaDir,
        shownElsewhere: orderShowsPicture,
        now,
        limit: 1,
      }),
    ).toBe(1);
    expect(await sweep(now)).toBe(1);
    for (const key of keys) expect(await filesOf(key)).toBe(false);
  });
});
