import { describe, expect, it } from "vitest";
import { AppError } from "../app-error.ts";
import { assertJsonDepth } from "./json-depth.ts";

describe("assertJsonDepth", () => {
  it("lets ordinary bodies through, brackets inside strings included", () => {
    expect(() =>
      assertJsonDepth('{"items":[{"item_id":5}],"note":"[[[[[[[[[[\\""}', 3),
    ).not.toThrow();
  });

  it("refuses nesting past the bound as too large", () => {
    expect(() => assertJsonDepth(`${"[".repeat(9)}${"]".repeat(9)}`, 8)).toThrow(AppError);
    expect(() => assertJsonDepth(`{"a":${'{"b":'.repeat(20)}1${"}".repeat(21)}`, 8)).toThrow(
      AppError,
    );
  });
});
