// Checkout under load: concurrent shoppers, each placing orders one after another, against a
// running API (meant for PostgreSQL). Each shopper signs up, adds an address, then per round puts
// one unit of a product in the cart and checks out; only the checkout call is timed.
//   node bench/checkout.mjs [apiUrl] [shoppers] [rounds] [pauseMs]
// With pauseMs, each shopper pauses between its add to the cart and its checkout for a random time
// between half and one and a half times pauseMs, as a shopper reads the cart before paying; without
// it, every shopper asks again the moment it is answered (the API's capacity, latency by queueing).
// Start an API on a seeded database you can spend stock from, with MAIL_OUTBOX_ROUTE=true (the
// shoppers confirm their sign-up with the emailed link). Results go to stdout as Markdown.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";

const [
  apiUrl = "http://localhost:4000",
  shopperCount = "20",
  roundCount = "10",
  pauseArgument = "0",
] = process.argv.slice(2);
const shoppers = Math.min(Number(shopperCount), 100);
const rounds = Math.min(Number(roundCount), 50);
const pauseMs = Math.min(Math.max(Number(pauseArgument) || 0, 0), 60_000);
const market = `${apiUrl}/1/api/marketplace`;

async function call(path, { method = "GET", token, form, headers = {} } = {}) {
  const response = await fetch(path, {
    method,
    headers: {
      Accept: "application/json",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: form ? new URLSearchParams(form) : undefined,
  });
  const body = await response.json().catch(() => null);
  return { status: response.status, body };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

// Products sold without variants, taken in turn: as many of the best stocked as can each give
// their share of the run's checkouts, so that no checkout fails for want of stock.
const listing = await call(`${market}/products?per_page=60`);
const stocked = listing.body
  .filter((product) => product.variants.length === 0)
  .sort((a, b) => b.stock - a.stock);
const checkouts = shoppers * rounds;
let productCount = stocked.length;
while (productCount > 0 && stocked[productCount - 1].stock < Math.ceil(checkouts / productCount)) {
  productCount -= 1;
}
const products = stocked.slice(0, productCount);
if (products.length === 0) throw new Error("no product has enough stock for this run");

async function newShopper(index) {
  const email = `bench-${Date.now()}-${index}-${randomUUID().slice(0, 6)}@example.com`;
  // One address per shopper, as the storefront forwards each shopper's: sign-ups and cart changes
  // are limited per address.
  const from = { "X-Forwarded-For": `10.77.${Math.floor(index / 250)}.${index % 250}` };
  const registered = await call(`${apiUrl}/api/auth/register`, {
    method: "POST",
    headers: from,
    form: {
      name: "Bench Shopper",
      email,
      phone: "+966512345678",
      password: "bench-password-42",
      password_confirmation: "bench-password-42",
      company_id: "1",
    },
  });
  if (registered.status !== 202) throw new Error(`register answered ${registered.status}`);
  // The account opens from the emailed link (ADR 44), read from the development outbox.
  const outbox = await call(`${apiUrl}/api/dev/mail-outbox?to=${encodeURIComponent(email)}`);
  const link = /confirm-signup\?token=([A-Za-z0-9_-]+)/.exec(
    outbox.body?.messages?.[0]?.text ?? "",
  );
  if (!link) throw new Error("no sign-up link in the outbox (is MAIL_OUTBOX_ROUTE=true?)");
  const confirmed = await call(`${apiUrl}/api/auth/register/confirm`, {
    method: "POST",
    form: { token: link[1] },
  });
  if (confirmed.status !== 201) throw new Error(`confirm answered ${confirmed.status}`);
  const token = confirmed.body.access_token.accessToken;
  const address = await call(`${market}/addresses`, {
    method: "POST",
    token,
    form: {
      phone: "0551234567",
      address: "King Abdullah Road 9",
      city_name: "Riyadh",
      country_name: "SA",
      zip_code: "12271",
      state: "Riyadh",
    },
  });
  if (address.status !== 201) throw new Error(`address answered ${address.status}`);
  return { token, addressId: address.body.data.id, from };
}

const people = await Promise.all(Array.from({ length: shoppers }, (_, index) => newShopper(index)));
const timings = [];
let failures = 0;
let next = 0;
/** What the failed calls answered: "cart 429", "checkout 409"…, with how many times. */
const failed = new Map();
const fail = (call, answer) => {
  failures += 1;
  const key = `${call} ${answer.status} ${answer.body?.message ?? ""}`.trim();
  failed.set(key, (failed.get(key) ?? 0) + 1);
};

async function shop(person) {
  for (let round = 0; round < rounds; round += 1) {
    const product = products[next++ % products.length];
    const added = await call(`${market}/cart`, {
      method: "POST",
      token: person.token,
      headers: person.from,
      form: { item_id: String(product.id), item_quantity: "1" },
    });
    if (added.status !== 200) {
      fail("cart", added);
      continue;
    }
    if (pauseMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, pauseMs * (0.5 + Math.random())));
    }
    const started = performance.now();
    const placed = await call(`${market}/checkout`, {
      method: "POST",
      token: person.token,
      headers: { ...person.from, "Idempotency-Key": randomUUID() },
      form: {
        address_id: String(person.addressId),
        delivery_option: "standard",
        payment_method: "cash_on_delivery",
      },
    });
    timings.push(performance.now() - started);
    if (placed.status !== 201) fail("checkout", placed);
  }
}

const started = performance.now();
await Promise.all(people.map(shop));
const seconds = (performance.now() - started) / 1000;
timings.sort((a, b) => a - b);
for (const [what, count] of failed) console.log(`- ${count} × ${what}`);
const placed = timings.length - failures;
console.log(
  `${shoppers} shoppers, ${rounds} checkouts each, one unit a checkout, ${products.length} products, ` +
    `${pauseMs > 0 ? `a pause of ${pauseMs / 2}–${(pauseMs * 3) / 2} ms before each checkout` : "no pause"}\n`,
);
console.log("| Checkouts | placed/s | p50 ms | p95 ms | p99 ms | failures |");
console.log("| ---: | ---: | ---: | ---: | ---: | ---: |");
console.log(
  `| ${timings.length} | ${(placed / seconds).toFixed(1)} | ${percentile(timings, 50).toFixed(1)} | ${percentile(timings, 95).toFixed(1)} | ${percentile(timings, 99).toFixed(1)} | ${failures} |`,
);
