import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { profilePictureMaxBytes } from "@souq/contract/picture-widths";
import sharp from "sharp";
import { signInNewShopper } from "./support/accounts.ts";
import { languages } from "./support/languages.ts";
import { type APIRequestContext, expect, shown, test } from "./support/test.ts";

// Server actions as a client without the storefront's pages can send them (ADR 41): only the
// app's own "use server" functions answer, only to the storefront's own origin, with a bounded
// body; every refusal is a 4xx with `{ "message" }` in the request's language.

test.skip(({ isMobile }) => isMobile, "runs on the desktop project");

type ManifestEntry = { filename: string; exportedName: string };

/** The ids of this build, as the pages' scripts name them (they change with every build). */
const manifest: Record<string, ManifestEntry> = JSON.parse(
  readFileSync(
    join(
      import.meta.dirname,
      "..",
      "apps",
      "web",
      process.env.NEXT_DIST_DIR || ".next",
      "server",
      "server-reference-manifest.json",
    ),
    "utf8",
  ),
).node;

function idOf(matches: (entry: ManifestEntry) => boolean): string {
  const found = Object.entries(manifest).find(([, entry]) => matches(entry));
  if (!found) throw new Error("No such function in this build's server-reference manifest");
  return found[0];
}

const addToCart = idOf((entry) => entry.exportedName === "addCartItem");
const subscribe = idOf((entry) => entry.exportedName === "subscribeToNewsletter");
/** A "use cache" function of the catalog: the directory's read of the vendors. */
const cachedCatalogRead = idOf(
  (entry) =>
    entry.filename.endsWith("src/features/directory/queries.server.ts") &&
    entry.exportedName.startsWith("$$RSC_SERVER_CACHE"),
);

const say = {
  en: {
    notFound: "This action does not exist on this storefront.",
    crossSite: "This action can only be sent from the storefront's own pages.",
    tooLarge: "The request is too large.",
    unreadable: "This request is not one the storefront understands.",
  },
  ar: {
    notFound: "هذا الإجراء غير موجود في هذا المتجر.",
    crossSite: "لا يمكن إرسال هذا الإجراء إلا من صفحات المتجر نفسه.",
    tooLarge: "الطلب كبير جدًا.",
    unreadable: "هذا الطلب غير مفهوم للمتجر.",
  },
};

const validLine = JSON.stringify([{ productId: 1, variantId: null, quantity: 1 }, "en"]);

/** Posts an action as the page's scripts do, with the storefront's own origin unless told ("" for none). */
async function callAction(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  id: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
) {
  const sent: Record<string, string> = {
    Origin: baseURL,
    "Next-Action": id,
    "Content-Type": "text/plain;charset=UTF-8",
    ...headers,
  };
  if (sent.Origin === "") delete sent.Origin;
  const response = await request.post(path, {
    headers: sent,
    data: body,
    maxRedirects: 0,
  });
  const type = response.headers()["content-type"] ?? "";
  return {
    status: response.status(),
    type,
    json: type.startsWith("application/json") ? await response.json() : null,
  };
}

test("an action id the app does not have answers 404 in the request's language", async ({
  request,
  baseURL,
}) => {
  const unknown = "00".padEnd(42, "a");
  expect(await callAction(request, `${baseURL}`, "/", unknown, "[]")).toMatchObject({
    status: 404,
    json: { message: say.en.notFound },
  });
  expect(await callAction(request, `${baseURL}`, "/ar/pages/shop", unknown, "[]")).toMatchObject({
    status: 404,
    json: { message: say.ar.notFound },
  });
});

test("a cached catalog function cannot be called as an action", async ({ request, baseURL }) => {
  const called = await callAction(request, `${baseURL}`, "/pages/vendors", cachedCatalogRead, "[]");
  expect(called).toMatchObject({ status: 404, json: { message: say.en.notFound } });
  // Nor through a form posted without scripts that names it.
  const form = await request.post("/ar/pages/vendors", {
    headers: { Origin: `${baseURL}` },
    multipart: { [`$ACTION_ID_${cachedCatalogRead}`]: "", page: "7" },
  });
  expect(form.status()).toBe(404);
  expect(await form.json()).toEqual({ message: say.ar.notFound });
});

test("an action is refused without Origin, from another origin, or through a forged host", async ({
  request,
  baseURL,
}) => {
  const own = new URL(`${baseURL}`);
  const refusals: Array<[string, Record<string, string>]> = [
    ["no Origin", { Origin: "" }],
    ["another scheme", { Origin: `https://${own.host}` }],
    ["another port", { Origin: `${own.protocol}//${own.hostname}:${Number(own.port) + 1}` }],
    ["another host", { Origin: "http://shop.example" }],
    ["an opaque origin", { Origin: "null" }],
    [
      "a client's X-Forwarded-Host naming the other site",
      { Origin: "http://shop.example", "X-Forwarded-Host": "shop.example" },
    ],
    [
      "a client's X-Forwarded-Proto naming the other scheme",
      { Origin: `https://${own.host}`, "X-Forwarded-Proto": "https" },
    ],
  ];
  for (const [what, headers] of refusals) {
    const answer = await callAction(request, `${baseURL}`, "/", addToCart, validLine, headers);
    expect(answer, what).toMatchObject({ status: 403, json: { message: say.en.crossSite } });
  }
  const arabic = await callAction(request, `${baseURL}`, "/ar", addToCart, validLine, {
    Origin: "http://shop.example",
  });
  expect(arabic).toMatchObject({ status: 403, json: { message: say.ar.crossSite } });
  // From the storefront's own origin the same call is answered by the action.
  const own200 = await callAction(request, `${baseURL}`, "/", addToCart, validLine);
  expect(own200).toMatchObject({ status: 200, type: expect.stringContaining("text/x-component") });
});

test("a 2.5 MB action body answers 413 in Arabic on an Arabic page", async ({
  request,
  baseURL,
}) => {
  // Valid JSON, so only its size can refuse it: one string of 2.5 MB and the language.
  const large = JSON.stringify(["a".repeat(2_500_000), "ar"]);
  const answer = await callAction(request, `${baseURL}`, "/ar/product/1", addToCart, large);
  expect(answer).toMatchObject({ status: 413, json: { message: say.ar.tooLarge } });
  const form = await request.post("/ar/pages/login", {
    headers: { Origin: `${baseURL}`, "Next-Action": subscribe },
    multipart: {
      picture: { name: "big.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(2_500_000) },
    },
  });
  expect(form.status()).toBe(413);
  expect(await form.json()).toEqual({ message: say.ar.tooLarge });
  // The locale cookie names the language of an address without one.
  const chosen = await callAction(request, `${baseURL}`, "/cart", addToCart, large, {
    Cookie: "NEXT_LOCALE=ar",
  });
  expect(chosen).toMatchObject({ status: 413, json: { message: say.ar.tooLarge } });
});

test("arguments an action cannot read answer 400, not 500", async ({ request, baseURL }) => {
  const odd: Array<[string, string, string]> = [
    ["a body that is not React's encoding", addToCart, "garbage"],
    ["a body of 1.5 MB that is not React's encoding", addToCart, "a".repeat(1_500_000)],
    ["no arguments for a form action", subscribe, "[]"],
    ["a number for a form", subscribe, "[null, 42]"],
  ];
  for (const language of languages) {
    for (const [what, id, body] of odd) {
      const answer = await callAction(request, `${baseURL}`, language.home, id, body);
      expect(answer, `${language.locale}: ${what}`).toMatchObject({
        status: 400,
        json: { message: say[language.locale as "en" | "ar"].unreadable },
      });
    }
  }
});

for (const language of languages) {
  test(`the newsletter sign-up still works through the page in ${language.locale}, with and without scripts`, async ({
    page,
    browser,
  }) => {
    const thanks = language.locale === "en" ? "Thank you for subscribing!" : "شكرًا لاشتراكك!";
    await page.goto(language.home);
    const form = page.getByTestId("newsletter-form");
    await form.getByRole("textbox").fill(`actions-${language.locale}-${Date.now()}@example.com`);
    await form.getByRole("button").click();
    await expect(form.getByRole("status")).toHaveText(thanks);

    // A form posted without scripts is an action too: the browser sends it with its origin.
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await context.newPage();
      await plain.goto(language.home);
      const plainForm = plain.getByTestId("newsletter-form");
      await plainForm
        .getByRole("textbox")
        .fill(`actions-plain-${language.locale}-${Date.now()}@example.com`);
      const [response] = await Promise.all([
        plain.waitForResponse((answer) => answer.request().method() === "POST"),
        plainForm.getByRole("button").click(),
      ]);
      expect(response.status()).toBe(200);
      await expect(plain.getByTestId("newsletter-form").getByRole("status")).toHaveText(thanks);
    } finally {
      await context.close();
    }
  });
}

test("a profile picture of almost 2 MB still saves through the profile form", async ({
  page,
  request,
}) => {
  // Noise does not compress: a real PNG of 1,000 × 650 pixels is just under 2 MB.
  const picture = await sharp(randomBytes(1000 * 650 * 3), {
    raw: { width: 1000, height: 650, channels: 3 },
  })
    .png()
    .toBuffer();
  expect(picture.length).toBeGreaterThan(1_900_000);
  expect(picture.length).toBeLessThanOrEqual(profilePictureMaxBytes);
  await signInNewShopper(page, request, "en", "/pages/profile");
  const form = shown(page, "profile-form");
  await form.getByLabel("Profile picture").setInputFiles({
    name: "large.png",
    mimeType: "image/png",
    buffer: picture,
  });
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(shown(page, "toast-success")).toHaveText("Profile info updated successfully");
  await expect(shown(page, "profile-picture")).toHaveAttribute("src", /-200\.webp$/);
});
