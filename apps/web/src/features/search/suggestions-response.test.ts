import { describe, expect, it } from "vitest";
import type { SearchSuggestion } from "./suggestions-endpoint.ts";
import { suggestionsReply } from "./suggestions-response.ts";

const dates: SearchSuggestion = {
  id: 7,
  name: "Qassim Premium Sukkari Dates",
  min: 45,
  max: 45,
  sale: false,
  picture: null,
};

const answer = {
  items: [dates],
  matched: ["sukkari"],
  unmatched: ["box"],
  understood: [],
};

describe("the suggestion call's answer", () => {
  it("is the list and what the search made of the keyword, which browsers may keep for 30 seconds", () => {
    expect(suggestionsReply({ ok: true, suggestions: answer })).toEqual({
      status: 200,
      body: answer,
      headers: { "Cache-Control": "public, max-age=30" },
    });
  });

  it("passes on the API's 429 with its Retry-After", () => {
    expect(suggestionsReply({ ok: false, status: 429, retryAfterSeconds: 17 })).toEqual({
      status: 429,
      headers: { "Retry-After": "17" },
    });
    expect(suggestionsReply({ ok: false, status: 429 })).toEqual({ status: 429, headers: {} });
  });

  it("hides any other failure behind an empty list that is not kept", () => {
    expect(suggestionsReply({ ok: false, status: 503 })).toEqual({
      status: 200,
      body: { items: [], matched: [], unmatched: [], understood: [] },
      headers: { "Cache-Control": "no-store" },
    });
  });
});
