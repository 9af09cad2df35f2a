import { describe, expect, it } from "vitest";
import type { SearchSuggestion } from "./search-suggestion.ts";
import { suggestionsResponse } from "./suggestions-response.ts";

const dates: SearchSuggestion = {
  id: 7,
  name: "Qassim Premium Sukkari Dates",
  min: 45,
  max: 45,
  sale: false,
  picture: null,
};

describe("the suggestion endpoint's answer", () => {
  it("is the list, which browsers may keep for 30 seconds", async () => {
    const response = suggestionsResponse({ ok: true, suggestions: [dates] });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=30");
    expect(await response.json()).toEqual([dates]);
  });

  it("passes on the API's 429 with its Retry-After, an empty list and nothing kept", async () => {
    const response = suggestionsResponse({ ok: false, status: 429, retryAfterSeconds: 17 });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("17");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual([]);
  });

  it("hides any other failure behind an empty list that is not kept", async () => {
    const response = suggestionsResponse({ ok: false, status: 503 });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("retry-after")).toBeNull();
    expect(await response.json()).toEqual([]);
  });

  it("answers input the rules refuse with an empty list", async () => {
    const response = suggestionsResponse(null);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});
