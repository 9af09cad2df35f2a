import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next-path.ts";

describe("safeNextPath", () => {
  it.each(["/pages/profile", "/ar/pages/orders?page=2", "/"])("keeps the local path %s", (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "pages/profile",
    "",
    null,
    42,
    "/a\nb",
  ])("refuses %j", (value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});
