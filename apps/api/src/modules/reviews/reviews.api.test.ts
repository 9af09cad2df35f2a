import { pagingHeaders, productDetailResponse, productList } from "@souq/contract/catalog";
import { createReviewResponse, reviewListResponse } from "@souq/contract/reviews";
import { reviewerEmail } from "@souq/demo-seed";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, reviews, users } from "../../db/schema.ts";
import {
  bearer,
  demoShopper,
  hasArabic,
  login,
  multipartBody,
  registerShopper,
  shopperWithAddress,
} from "../../test/accounts.ts";
import { advanceOrder, placeOrder, shopperWhoReceived } from "../../test/purchases.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const reviewsUrl = (productId: number, company = 1) =>
  `/${company}/api/marketplace/products/${productId}/reviews`;

async function listReviews(productId: number, query = "", token?: string) {
  const response = await t.app.inject({
    method: "GET",
    url: `${reviewsUrl(productId)}${query ? `?${query}` : ""}`,
    headers: token ? bearer(token) : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return reviewListResponse.parse(response.json());
}

function postReview(
  productId: number,
  payload: Record<string, unknown>,
  options: { token?: string; language?: string; company?: number } = {},
) {
  return t.app.inject({
    method: "POST",
    url: reviewsUrl(productId, options.company),
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.language ? { "accept-language": options.language } : {}),
    },
    payload,
  });
}

/** A company 1 product in stock with at least `minimum` reviews, most reviewed first. */
async function reviewedProduct(minimum: number): Promise<{ id: number; count: number }> {
  const [row] = await t.database.db
    .select({ id: products.id, count: products.ratingCount })
    .from(products)
    .where(
      and(
        eq(products.companyId, 1),
        sql`${products.ratingCount} >= ${minimum}`,
        sql`${products.stock} > 0`,
      ),
    )
    .orderBy(desc(products.ratingCount), products.id)
    .limit(1);
  if (!row) throw new Error("no reviewed product");
  return row;
}

/** A company 1 product in stock that nobody has reviewed yet. */
async function unreviewedProduct(skip = 0): Promise<number> {
  const rows = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, 1), eq(products.ratingCount, 0), sql`${products.stock} > 0`))
    .orderBy(products.id)
    .limit(1)
    .offset(skip);
  if (!rows[0]) throw new Error("no unreviewed product");
  return rows[0].id;
}

async function detailOf(productId: number) {
  const response = await t.app.inject({ url: `/1/api/marketplace/products/${productId}` });
  return productDetailResponse.parse(response.json()).data;
}

async function cardOf(productId: number) {
  for (let page = 1; page <= 3; page += 1) {
    const response = await t.app.inject({
      url: `/1/api/marketplace/products?per_page=60&page=${page}`,
    });
    const card = productList.parse(response.json()).find((product) => product.id === productId);
    if (card) return card;
  }
  throw new Error("product not listed");
}

describe("GET /{company}/api/marketplace/products/{id}/reviews", () => {
  it("pages the reviews newest first, with a summary that matches the product", async () => {
    const product = await reviewedProduct(11);
    const first = await listReviews(product.id, "per_page=5");
    expect(first.data).toHaveLength(5);
    expect(first.meta).toEqual({
      current_page: 1,
      last_page: Math.ceil(product.count / 5),
      per_page: 5,
      total: product.count,
    });
    const second = await listReviews(product.id, "per_page=5&page=2");
    expect(second.meta.current_page).toBe(2);
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((review) => review.id)).size).toBe(10);
    const times = all.map((review) => Date.parse(review.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.every((review) => review.author.name.length > 0 && !review.own)).toBe(true);
    expect(first.reviewed).toBe(false);

    const { summary } = first;
    const breakdownTotal = Object.values(summary.breakdown).reduce((sum, n) => sum + n, 0);
    expect(breakdownTotal).toBe(product.count);
    const starTotal = Object.entries(summary.breakdown).reduce(
      (sum, [stars, n]) => sum + Number(stars) * n,
      0,
    );
    expect(summary.rating).toBeCloseTo(starTotal / product.count, 2);
    const detail = await detailOf(product.id);
    expect(detail.rating).toBe(summary.rating);
    expect(detail.review_count).toBe(summary.count);
  });

  it("answers 404 for another marketplace's product and 400 for a bad page", async () => {
    const [foreign] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.companyId, 2))
      .limit(1);
    const response = await t.app.inject({ url: reviewsUrl(foreign?.id ?? 0) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "This product does not exist." });
    expect((await t.app.inject({ url: reviewsUrl(foreign?.id ?? 0, 2) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${reviewsUrl(1)}?per_page=51` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: reviewsUrl(999_999) })).statusCode).toBe(404);
  });
});

describe("POST /{company}/api/marketplace/products/{id}/reviews", () => {
  it("needs a signed-in shopper", async () => {
    const response = await postReview(await unreviewedProduct(), { rating: 5, body: "Lovely" });
    expect(response.statusCode).toBe(401);
    expect(typeof response.json().message).toBe("string");
  });

  it("writes the review and updates the product's rating in the detail and the listing", async () => {
    const product = await reviewedProduct(3);
    const shopper = await shopperWhoReceived(t, [product.id]);
    const before = await detailOf(product.id);
    const response = await postReview(
      product.id,
      { rating: 1, body: "  Broke after a week.  " },
      { token: shopper.token },
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = createReviewResponse.parse(response.json());
    expect(body.message).toBe("Thank you for your review");
    expect(body.data).toMatchObject({
      rating: 1,
      body: "Broke after a week.",
      own: true,
      verified: true,
      author: { name: "Test Shopper" },
    });
    expect(body.summary.count).toBe(before.review_count + 1);
    const expected =
      Math.round(((before.rating * before.review_count + 1) / (before.review_count + 1)) * 100) /
      100;
    expect(body.summary.rating).toBeCloseTo(expected, 1);

    const after = await detailOf(product.id);
    expect(after.review_count).toBe(before.review_count + 1);
    expect(after.rating).toBe(body.summary.rating);
    expect(after.rating).toBeLessThan(before.rating);
    const card = await cardOf(product.id);
    expect(card.review_count).toBe(after.review_count);
    expect(card.rating).toBe(after.rating);

    const mine = await listReviews(product.id, "", shopper.token);
    expect(mine.reviewed).toBe(true);
    expect(mine.data[0]).toMatchObject({ id: body.data.id, own: true });
    expect(mine.data.slice(1).every((review) => !review.own)).toBe(true);
    const signedOut = await listReviews(product.id);
    expect(signedOut.reviewed).toBe(false);
    expect(signedOut.data[0]?.own).toBe(false);
  });

  it("takes one review per shopper and product: a second answers 409 and changes nothing", async () => {
    const productId = await unreviewedProduct();
    const shopper = await shopperWhoReceived(t, [productId]);
    const first = await postReview(
      productId,
      { rating: 5, body: "First thoughts" },
      { token: shopper.token },
    );
    expect(first.statusCode).toBe(201);
    const before = await detailOf(productId);
    expect(before.review_count).toBe(1);
    expect(before.rating).toBe(5);
    const second = await postReview(
      productId,
      { rating: 1, body: "Changed my mind" },
      { token: shopper.token, language: "ar" },
    );
    expect(second.statusCode).toBe(409);
    expect(hasArabic(second.json().message)).toBe(true);
    const english = await postReview(
      productId,
      { rating: 1, body: "Changed my mind" },
      { token: shopper.token },
    );
    expect(english.json()).toEqual({ message: "You have already reviewed this product." });
    expect(await detailOf(productId)).toEqual(before);
    const list = await listReviews(productId);
    expect(list.data.map((review) => review.body)).toEqual(["First thoughts"]);
  });

  it("answers 422 with field messages for a bad rating or body, in Arabic when asked", async () => {
    const productId = await unreviewedProduct(1);
    const shopper = await shopperWhoReceived(t, [productId]);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ rating: 0, body: "Fine product" }, "rating"],
      [{ rating: 6, body: "Fine product" }, "rating"],
      [{ rating: 4, body: "" }, "body"],
      [{ rating: 4, body: "   " }, "body"],
      [{ rating: 4, body: "x".repeat(2001) }, "body"],
      [{ body: "Fine product" }, "rating"],
    ];
    for (const [payload, field] of cases) {
      const response = await postReview(productId, payload, {
        token: shopper.token,
        language: "ar",
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      const body = response.json();
      expect(hasArabic(body.message)).toBe(true);
      expect(body.errors[field]?.length).toBeGreaterThan(0);
      expect(body.errors[field].every(hasArabic)).toBe(true);
    }
    const english = await postReview(
      productId,
      { rating: 4, body: "x".repeat(2001) },
      { token: shopper.token },
    );
    expect(english.json().errors.body).toEqual(["Enter at most 2000 characters."]);
    expect((await detailOf(productId)).review_count).toBe(0);
    expect(
      (await postReview(productId, { rating: 4, body: "x".repeat(2000) }, { token: shopper.token }))
        .statusCode,
    ).toBe(201);
  });

  it("keeps the text exactly as written: markup verbatim, only control characters removed", async () => {
    const productId = await unreviewedProduct(2);
    const shopper = await shopperWhoReceived(t, [productId]);
    const text = '<script>alert("hi")</script> & <b>bold</b>\nسطر ثانٍ\twith a tab';
    const response = await postReview(
      productId,
      { rating: 3, body: `\u0007${text}\u0008\r` },
      { token: shopper.token },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(createReviewResponse.parse(response.json()).data.body).toBe(text);
    const [stored] = await t.database.db
      .select({ body: reviews.body })
      .from(reviews)
      .where(eq(reviews.productId, productId));
    expect(stored?.body).toBe(text);
    expect((await listReviews(productId)).data[0]?.body).toBe(text);
  });

  it("refuses a NUL character, which no text can store, with 422 and writes nothing", async () => {
    const shopper = await registerShopper(t.app);
    const productId = await unreviewedProduct(6);
    const response = await postReview(
      productId,
      { rating: 3, body: "Good value\u0000 for money" },
      { token: shopper.token },
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys((response.json() as { errors: object }).errors)).toEqual(["body"]);
    expect((await listReviews(productId)).data).toEqual([]);
  });

  it("accepts urlencoded and multipart forms", async () => {
    const [first, second] = [await unreviewedProduct(3), await unreviewedProduct(4)];
    const shopper = await shopperWhoReceived(t, [first, second]);
    const urlencoded = await t.app.inject({
      method: "POST",
      url: reviewsUrl(first),
      headers: { ...bearer(shopper.token), "content-type": "application/x-www-form-urlencoded" },
      payload: "rating=4&body=Good+value%21",
    });
    expect(urlencoded.statusCode, urlencoded.body).toBe(201);
    expect(urlencoded.json().data).toMatchObject({ rating: 4, body: "Good value!" });
    const form = multipartBody({ rating: "2", body: "Smaller than it looks" });
    const multipart = await t.app.inject({
      method: "POST",
      url: reviewsUrl(second),
      headers: { ...bearer(shopper.token), ...form.headers },
      payload: form.payload,
    });
    expect(multipart.statusCode, multipart.body).toBe(201);
    expect(multipart.json().data).toMatchObject({ rating: 2, body: "Smaller than it looks" });
  });

  it("answers 404 for another marketplace's product and changes nothing there", async () => {
    const shopper = await registerShopper(t.app);
    const [foreign] = await t.database.db
      .select({ id: products.id, count: products.ratingCount })
      .from(products)
      .where(eq(products.companyId, 2))
      .limit(1);
    const response = await postReview(
      foreign?.id ?? 0,
      { rating: 5, body: "Not my marketplace" },
      { token: shopper.token },
    );
    expect(response.statusCode).toBe(404);
    const [after] = await t.database.db
      .select({ count: products.ratingCount })
      .from(products)
      .where(eq(products.id, foreign?.id ?? 0));
    expect(after?.count).toBe(foreign?.count);
  });
});

describe("only shoppers who received a product may review it", () => {
  /** Company 1 products in stock from two vendors. */
  async function productsOfTwoVendors(): Promise<[number, number]> {
    const rows = await t.database.db
      .select({ id: products.id, vendorId: products.vendorId })
      .from(products)
      .where(and(eq(products.companyId, 1), sql`${products.stock} > 0`))
      .orderBy(desc(products.id));
    const first = rows[0];
    const second = rows.find((row) => row.vendorId !== first?.vendorId);
    if (!first || !second) throw new Error("no two vendors with unreviewed products");
    return [first.id, second.id];
  }

  it("refuses a shopper who never bought it with 403 in their language, and writes nothing", async () => {
    const shopper = await registerShopper(t.app);
    const { id: productId } = await reviewedProduct(3);
    const before = await detailOf(productId);
    expect((await listReviews(productId, "", shopper.token)).purchase).toBe("none");
    const english = await postReview(productId, { rating: 5, body: "Looks great" }, shopper);
    expect(english.statusCode).toBe(403);
    expect(english.json()).toEqual({
      message: "Only shoppers who bought this product and received it can review it.",
    });
    const arabic = await postReview(
      productId,
      { rating: 5, body: "Looks great" },
      { token: shopper.token, language: "ar" },
    );
    expect(arabic.statusCode).toBe(403);
    expect(hasArabic(arabic.json().message)).toBe(true);
    expect(await detailOf(productId)).toEqual(before);
    expect((await listReviews(productId, "", shopper.token)).reviewed).toBe(false);
    expect((await listReviews(productId)).purchase).toBe("none");
  });

  it("judges each vendor's shipment: what was delivered may be reviewed, what is on its way not yet", async () => {
    const [delivered, onItsWay] = await productsOfTwoVendors();
    const shopper = await shopperWithAddress(t.app);
    const order = await placeOrder(t, shopper, [delivered, onItsWay]);
    expect((await listReviews(delivered, "", shopper.token)).purchase).toBe("ordered");
    const early = await postReview(delivered, { rating: 4, body: "Not here yet" }, shopper);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(
      "You can review this product once your order of it has been delivered.",
    );

    // The vendor of the first product delivers; the other has only shipped.
    const holding = (productId: number) =>
      order.shipments.filter((shipment) =>
        shipment.items.some((item) => item.product_id === productId),
      );
    expect(holding(delivered)).toHaveLength(1);
    await advanceOrder(t, { ...order, shipments: holding(delivered) }, "delivered");
    await advanceOrder(t, { ...order, shipments: holding(onItsWay) }, "shipped");

    expect((await listReviews(delivered, "", shopper.token)).purchase).toBe("received");
    expect((await listReviews(onItsWay, "", shopper.token)).purchase).toBe("ordered");
    const written = await postReview(
      delivered,
      { rating: 4, body: "Arrived well packed" },
      shopper,
    );
    expect(written.statusCode, written.body).toBe(201);
    expect(createReviewResponse.parse(written.json()).data.verified).toBe(true);
    const refused = await postReview(onItsWay, { rating: 4, body: "Still waiting" }, shopper);
    expect(refused.statusCode).toBe(403);
    const [listed] = (await listReviews(delivered)).data;
    expect(listed).toMatchObject({ body: "Arrived well packed", verified: true, own: false });
  });

  it("does not count a cancelled order, nor another shopper's delivery", async () => {
    const [productId] = await productsOfTwoVendors();
    const shopper = await shopperWithAddress(t.app);
    const order = await placeOrder(t, shopper, [productId]);
    const cancelled = await t.app.inject({
      method: "POST",
      url: `/1/api/marketplace/order/${order.id}/cancel`,
      headers: bearer(shopper.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await listReviews(productId, "", shopper.token)).purchase).toBe("none");
    expect(
      (await postReview(productId, { rating: 1, body: "Never came" }, shopper)).statusCode,
    ).toBe(403);
    const neighbour = await shopperWhoReceived(t, [productId]);
    expect((await listReviews(productId, "", neighbour.token)).purchase).toBe("received");
    expect((await listReviews(productId, "", shopper.token)).purchase).toBe("none");
    expect((await listReviews(productId, "", shopper.token)).reviewed).toBe(false);
  });
});

describe("sorting and filtering a product's reviews", () => {
  it("orders them by rating either way, the newest first among equal ratings", async () => {
    const product = await reviewedProduct(11);
    for (const [sort, direction] of [
      ["highest", -1],
      ["lowest", 1],
    ] as const) {
      const page = await listReviews(product.id, `sort=${sort}&per_page=50`);
      expect(page.data).toHaveLength(Math.min(product.count, 50));
      for (const [index, review] of page.data.entries()) {
        const next = page.data[index + 1];
        if (!next) continue;
        expect(Math.sign(next.rating - review.rating) * direction).toBeGreaterThanOrEqual(0);
        if (next.rating === review.rating)
          expect(Date.parse(next.created_at)).toBeLessThanOrEqual(Date.parse(review.created_at));
      }
      expect(page.meta.total).toBe(product.count);
    }
    const highest = await listReviews(product.id, "sort=highest&per_page=1");
    const lowest = await listReviews(product.id, "sort=lowest&per_page=1");
    expect(highest.data[0]?.rating).toBe(
      Math.max(
        ...Object.entries(highest.summary.breakdown)
          .filter(([, n]) => n > 0)
          .map(([k]) => Number(k)),
      ),
    );
    expect(lowest.data[0]?.rating).toBe(
      Math.min(
        ...Object.entries(lowest.summary.breakdown)
          .filter(([, n]) => n > 0)
          .map(([k]) => Number(k)),
      ),
    );
  });

  it("keeps one number of stars, paged by its own count, with the whole product's summary", async () => {
    const product = await reviewedProduct(11);
    const all = await listReviews(product.id);
    for (const stars of [1, 2, 3, 4, 5] as const) {
      const expected = all.summary.breakdown[String(stars) as "1"] ?? 0;
      const page = await listReviews(product.id, `stars=${stars}&per_page=3&sort=lowest`);
      expect(page.data.every((review) => review.rating === stars)).toBe(true);
      expect(page.data).toHaveLength(Math.min(3, expected));
      expect(page.meta).toEqual({
        current_page: 1,
        last_page: Math.max(1, Math.ceil(expected / 3)),
        per_page: 3,
        total: expected,
      });
      expect(page.summary).toEqual(all.summary);
    }
    for (const query of ["stars=0", "stars=6", "stars=two", "sort=best", "sort="]) {
      const response = await t.app.inject({ url: `${reviewsUrl(product.id)}?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe("the seeded reviews", () => {
  it("come from reviewer accounts nobody can sign in to, and none from the demo shopper", async () => {
    const [demo] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoShopper.email));
    const [own] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(eq(reviews.userId, demo?.id ?? 0));
    expect(own?.n).toBe(0);
    const attempt = await login(t.app, {
      email: reviewerEmail("noura.alotaibi"),
      password: "anything at all",
    });
    // The same answer as a wrong password: the stored value is not a hash any password matches.
    expect(attempt.statusCode).toBe(422);
    expect(attempt.json().message).toBe("The email / password combination is invalid");
  });

  it("are not marked verified: no order of the demo stands behind them", async () => {
    const product = await reviewedProduct(11);
    const page = await listReviews(product.id, "per_page=50");
    expect(page.data.length).toBeGreaterThan(0);
    const seeded = page.data.filter((review) => review.author.name !== "Test Shopper");
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((review) => review.verified === false)).toBe(true);
    const [verified] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.verified, true), sql`${users.email} like ${reviewerEmail("%")}`));
    expect(verified?.n).toBe(0);
  });

  it("give every product its rating and count from the rows", async () => {
    const mismatched = await t.database.db.execute(sql`
      select p.id from ${products} p
      left join (
        select product_id, count(*)::int as n, round(avg(rating)::numeric, 2) as avg
        from ${reviews} group by product_id
      ) r on r.product_id = p.id
      where p.rating_count <> coalesce(r.n, 0) or p.rating <> coalesce(r.avg, 0)
    `);
    expect((mismatched as unknown as { rows: unknown[] }).rows ?? mismatched).toEqual([]);
    const listing = await t.app.inject({ url: "/1/api/marketplace/products?per_page=1" });
    expect(listing.headers[pagingHeaders.total]).toBe("150");
  });
});
