import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const stored = vi.hoisted(() => ({ value: null as { token: string; userId: number } | null }));
vi.mock("./session-cookie.server.ts", () => ({ readSessionCookie: async () => stored.value }));
const callEndpoint = vi.hoisted(() => vi.fn());
vi.mock("../api/api-client.server.ts", () => ({ callEndpoint }));

const { getSession } = await import("./session.server.ts");

afterEach(() => {
  stored.value = null;
  callEndpoint.mockReset();
});

describe("who is shopping", () => {
  it("is a guest without a session cookie, without asking the API", async () => {
    expect(await getSession("en")).toEqual({ status: "signed-out" });
    expect(callEndpoint).not.toHaveBeenCalled();
  });

  it("is expired when the API refuses the cookie's token", async () => {
    stored.value = { token: "t", userId: 3 };
    callEndpoint.mockResolvedValue({ ok: false, status: 401, message: null });
    expect(await getSession("en")).toEqual({ status: "expired" });
  });

  it("is unavailable, not signed out, when the API is down or past its deadline", async () => {
    stored.value = { token: "t", userId: 3 };
    callEndpoint.mockResolvedValue({ ok: false, status: 503, message: null });
    expect(await getSession("en")).toEqual({ status: "unavailable" });
  });
});
