import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/session/session-cookie.server.ts", () => ({
  readSessionCookie: async () => ({ userId: 5, token: "t" }),
}));
vi.mock("@/lib/session/cart-token-cookie.server.ts", () => ({
  readCartTokenCookie: async () => null,
}));
const callEndpoint = vi.hoisted(() => vi.fn());
vi.mock("@/lib/api/api-client.server.ts", () => ({ callEndpoint }));

const { getShopperSummary } = await import("./shopper-summary.server.ts");

const profile = {
  ok: true,
  status: 200,
  data: {
    item: {
      id: 5,
      name: "Riyadh Digital Hub team",
      email: "vendor1@example.com",
      phone: null,
      address: null,
      image_url: null,
    },
  },
};
const refused = { ok: false, status: 403, message: "Staff accounts do not shop." };
const emptyCart = { ok: true, status: 200, data: { data: { items: [], item_count: 0 } } };

/** The API's answers by call: the profile, the cart, the wishlist. */
function answer(cart: unknown, wishlist: unknown) {
  callEndpoint.mockImplementation(async (endpoint: { path: string }) => {
    if (endpoint.path.includes("/profile/")) return profile;
    if (endpoint.path.endsWith("/cart")) return cart;
    return wishlist;
  });
}

afterEach(() => callEndpoint.mockReset());

describe("the header's summary of a signed-in account", () => {
  it("is a vendor's staff when the API refuses its token the shopper's cart, with no cart or wishlist", async () => {
    answer(refused, refused);
    expect(await getShopperSummary("en")).toEqual({
      status: "signed-in",
      user: {
        name: "Riyadh Digital Hub team",
        email: "vendor1@example.com",
        phone: null,
        image_url: null,
      },
      cart: null,
      wishlist: null,
      staff: true,
    });
  });

  it("is a shopper with a cart otherwise, and one the API could not answer is not staff", async () => {
    answer(emptyCart, { ok: true, status: 200, data: { wish_list: [{ id: 3 }] } });
    expect(await getShopperSummary("ar")).toMatchObject({
      cart: { items: [] },
      wishlist: [3],
      staff: false,
    });
    answer({ ok: false, status: 503, message: null }, { ok: false, status: 503, message: null });
    expect(await getShopperSummary("en")).toMatchObject({ cart: null, staff: false });
  });
});
