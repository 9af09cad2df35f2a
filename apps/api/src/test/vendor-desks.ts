import { randomBytes } from "node:crypto";
import { loginResponse } from "@souq/contract/auth";
import { vendorPictureUploadResponse } from "@souq/contract/vendor-desk";
import { demoVendorStaff } from "@souq/demo-seed";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { expect } from "vitest";
import { categories, vendors } from "../db/schema.ts";
import { bearer, login } from "./accounts.ts";
import type { TestApp } from "./test-app.ts";

/** A demo vendor's staff signed in to its desk in one marketplace. */
export interface Desk {
  vendorId: number;
  companyId: number;
  token: string;
}

/** Signs in the demo staff of the vendor with this slug. */
export async function signInDesk(t: TestApp, slug: string, companyId: number): Promise<Desk> {
  const staff = demoVendorStaff.find((each) => each.vendor.slug === slug);
  if (!staff) throw new Error(`no demo staff for ${slug}`);
  const response = await login(t.app, {
    email: staff.email,
    password: staff.password,
    company_id: companyId,
  });
  expect(response.statusCode, response.body).toBe(200);
  const [vendor] = await t.database.db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.slug, slug), eq(vendors.companyId, companyId)));
  if (!vendor) throw new Error(`no vendor ${slug}`);
  return {
    vendorId: vendor.id,
    companyId,
    token: loginResponse.parse(response.json()).access_token.accessToken,
  };
}

/** The first category of a marketplace. */
export async function firstCategory(t: TestApp, companyId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.companyId, companyId))
    .orderBy(asc(categories.id))
    .limit(1);
  if (!row) throw new Error(`no category in ${companyId}`);
  return row.id;
}

/** A small picture no other test draws (its colour is random), so its stored files are its own. */
export function freshPicture(): Promise<Buffer> {
  const [r = 0, g = 0, b = 0] = randomBytes(3);
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r, g, b } },
  })
    .png()
    .toBuffer();
}

/** Uploads a picture to the desk's products (a fresh one unless given) and answers its key. */
export async function uploadPicture(t: TestApp, desk: Desk, picture?: Buffer): Promise<string> {
  const boundary = `----souq${randomBytes(8).toString("hex")}`;
  const response = await t.app.inject({
    method: "POST",
    url: `/${desk.companyId}/api/vendor/products/pictures`,
    headers: {
      ...bearer(desk.token),
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      picture ?? (await freshPicture()),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(response.statusCode, response.body).toBe(201);
  return vendorPictureUploadResponse.parse(response.json()).data.key;
}
