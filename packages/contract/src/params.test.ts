import { describe, expect, it } from "vitest";
import { idParam } from "./params.ts";

describe("idParam", () => {
  it("accepts positive whole numbers written in ASCII digits", () => {
    expect(idParam.parse("1")).toBe(1);
    expect(idParam.parse("2147483647")).toBe(2_147_483_647);
  });

  it.each(["0", "-1", "01", "1.5", "1e3", "abc", "", "١", "2147483648", " 1"])(
    "rejects %j",
    (value) => {
      expect(idParam.safeParse(value).success).toBe(false);
    },
  );
});
