import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";
import {
  cartItems,
  carts,
  categories,
  products,
  productVariants,
  sessions,
  users,
  vendors,
} from "../../db/schema.ts";
import { newSecretToken } from "../../modules/auth/secret-tokens.ts";
import { demoShopper, signUp } from "../accounts.ts";
import { fuzzEmailDomain, type IdPools } from "./field-values.ts";
import type { FuzzTokens } from "./hostile-requests.ts";

export interface FuzzFixtures {
  pools: IdPools;
  tokens: FuzzTokens;
}

const password = "correct horse battery";

/** Opens one of the suite's own accounts (an email of its domain) in a marketplace. */
async function registerOwnShopper(app: FastifyInstance, companyId: number) {
  // A documentation address per marketplace, so sign-up limits per address never meet.
  const email = `shopper-${randomBytes(4).toString("hex")}@${fuzzEmailDomain}`;
  const { access_token, user } = await signUp(
    app,
    {
      name: "Fuzz Shopper",
      email,
      phone: "+966500000000",
      password,
      password_confirmation: password,
      company_id: companyId,
    },
    { remoteAddress: `192.0.2.${companyId}` },
  );
  return { email, token: access_token.accessToken, userId: user.id };
}

/** A working session of the user, written straight to the table (no password hashing). */
async function mintToken(db: Database, userId: number, companyId: number): Promise<string> {
  const { token, hash } = newSecretToken();
  await db.insert(sessions).values({
    userId,
    companyId,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + 24 * 60 * 60_000),
  });
  return token;
}

/** A few of a marketplace's products: some sold by variant, some not. */
async function sampleProducts(db: Database, companyId: number) {
  const rows = await db
    .select({ id: products.id, variants: sql<number>`count(${productVariants.id})::int` })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(eq(products.companyId, companyId), sql`${products.stock} > 0`))
    .groupBy(products.id)
    .orderBy(asc(products.id));
  const plain = rows.filter((row) => Number(row.variants) === 0).slice(0, 3);
  const withVariants = rows.filter((row) => Number(row.variants) > 0).slice(0, 3);
  return { plain: plain.map((row) => row.id), withVariants: withVariants.map((row) => row.id) };
}

/** A cart line of the shopper in the marketplace, written straight to the tables. */
async function addCartLine(db: Database, companyId: number, userId: number, productId: number) {
  const [cart] = await db
    .insert(carts)
    .values({ companyId, userId })
    .onConflictDoUpdate({ target: [carts.companyId, carts.userId], set: { companyId } })
    .returning({ id: carts.id });
  if (!cart) throw new Error("no cart");
  const [line] = await db
    .insert(cartItems)
    .values({ cartId: cart.id, productId, quantity: 1 })
    .returning({ id: cartItems.id });
  if (!line) throw new Error("no cart line");
  return line.id;
}

/**
 * The suite's own shoppers (one per marketplace, a signed-out token), cart lines of its own and
 * of another shopper in both marketplaces (which must stay as they are), and ids to aim at.
 */
export async function prepareFixtures(app: FastifyInstance, db: Database): Promise<FuzzFixtures> {
  const shopper = await registerOwnShopper(app, 1);
  const otherMarketplace = await registerOwnShopper(app, 2);
  const revoked = await mintToken(db, shopper.userId, 1);
  const logout = await app.inject({
    method: "POST",
    url: "/api/auth/logout",
    headers: { authorization: `Bearer ${revoked}` },
  });
  if (logout.statusCode !== 200) throw new Error(`logout answered ${logout.body}`);

  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, demoShopper.email));
  if (!demo) throw new Error("The seed has no demo shopper");

  const first = await sampleProducts(db, 1);
  const second = await sampleProducts(db, 2);
  const productIds = [
    ...first.plain,
    ...first.withVariants,
    ...second.plain,
    ...second.withVariants,
  ];
  const cartLines = [
    await addCartLine(db, 1, shopper.userId, first.plain[0] ?? 1),
    await addCartLine(db, 2, otherMarketplace.userId, second.plain[0] ?? 1),
    await addCartLine(db, 1, demo.id, first.plain[1] ?? 1),
    await addCartLine(db, 2, demo.id, second.plain[1] ?? 1),
  ];
  const variants = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(inArray(productVariants.productId, [...first.withVariants, ...second.withVariants]))
    .orderBy(asc(productVariants.id));
  const vendorRows = await db
    .select({ id: vendors.id, companyId: vendors.companyId })
    .from(vendors)
    .orderBy(asc(vendors.id));
  const categoryRows = await db
    .select({ id: categories.id, companyId: categories.companyId })
    .from(categories)
    .orderBy(asc(categories.id));
  const fewOfEach = (rows: Array<{ id: number; companyId: number }>) =>
    [1, 2].flatMap((companyId) =>
      rows
        .filter((row) => row.companyId === companyId)
        .slice(0, 4)
        .map((row) => row.id),
    );

  return {
    pools: {
      companies: [1, 2, 3],
      products: productIds,
      variants: variants.slice(0, 12).map((row) => row.id),
      vendors: fewOfEach(vendorRows),
      categories: fewOfEach(categoryRows),
      cartLines,
      users: [shopper.userId, otherMarketplace.userId, demo.id],
      emails: [shopper.email, otherMarketplace.email, demoShopper.email],
    },
    tokens: {
      shopper: (fresh) =>
        fresh ? mintToken(db, shopper.userId, 1) : Promise.resolve(shopper.token),
      otherMarketplace: otherMarketplace.token,
      revoked,
    },
  };
}
