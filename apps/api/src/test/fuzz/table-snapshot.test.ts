import { describe, expect, it } from "vitest";
import { changesBetween, type Snapshot } from "./table-snapshot.ts";

const own = { id: 10, email: "shopper-1@fuzz.test" };
const other = { id: 1, email: "demo@example.com" };

function snapshot(tables: Record<string, Array<Record<string, unknown>>>): Snapshot {
  return new Map(Object.entries(tables));
}

const base = {
  users: [other, own],
  sessions: [
    { id: 1, user_id: 1, revoked_at: null },
    { id: 2, user_id: 10, revoked_at: null },
  ],
  carts: [
    { id: 1, user_id: 1 },
    { id: 2, user_id: 10 },
  ],
  cart_items: [
    { id: 1, cart_id: 1, quantity: 1 },
    { id: 2, cart_id: 2, quantity: 1 },
  ],
  products: [{ id: 5, name_en: "Phone", rating: 4, rating_count: 2 }],
  reviews: [] as Array<Record<string, unknown>>,
  password_reset_tokens: [{ id: 1, user_id: 1, used_at: null }],
  newsletter_subscribers: [] as Array<Record<string, unknown>>,
  login_attempts: [] as Array<Record<string, unknown>>,
};

describe("changesBetween", () => {
  it("ignores what the suite owns, what it may cause, and counters", () => {
    const after = snapshot({
      ...base,
      sessions: [
        { id: 1, user_id: 1, revoked_at: null },
        { id: 2, user_id: 10, revoked_at: "2026-01-01" },
        { id: 3, user_id: 10, revoked_at: null },
      ],
      cart_items: [{ id: 1, cart_id: 1, quantity: 1 }],
      users: [other, own, { id: 11, email: "new@fuzz.test" }],
      products: [{ id: 5, name_en: "Phone", rating: 4.5, rating_count: 3 }],
      reviews: [{ id: 9, user_id: 10, product_id: 5 }],
      password_reset_tokens: [...base.password_reset_tokens, { id: 2, user_id: 1, used_at: null }],
      newsletter_subscribers: [
        { id: 1, email: "someone@fuzz.test" },
        { id: 2, email: "demo@example.com" },
      ],
      login_attempts: [{ key: "ip:1.2.3.4", failures: 1 }],
    });
    expect(changesBetween(snapshot(base), after, ["demo@example.com"])).toEqual([]);
  });

  it("reports another shopper's rows that changed or went, and rows nobody may add", () => {
    const after = snapshot({
      ...base,
      sessions: [
        { id: 1, user_id: 1, revoked_at: "2026-01-01" },
        { id: 2, user_id: 10, revoked_at: null },
      ],
      cart_items: [{ id: 2, cart_id: 2, quantity: 1 }],
      products: [{ id: 5, name_en: "Phone", rating: 1, rating_count: 9 }],
      password_reset_tokens: [{ id: 1, user_id: 1, used_at: "2026-01-01" }],
      newsletter_subscribers: [{ id: 1, email: "stranger@example.com" }],
      users: [{ ...other, email: "taken@fuzz.test" }, own],
    });
    const changes = changesBetween(snapshot(base), after, ["demo@example.com"]);
    expect(changes.map((change) => change.split(":")[0]).sort()).toEqual([
      "cart_items",
      "newsletter_subscribers",
      "password_reset_tokens",
      "products",
      "sessions",
      "users",
    ]);
  });
});
