import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("defaults to port 4000 and the embedded database under ./data", () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.database).toEqual({ kind: "pglite", dataDir: resolve("data", "pglite") });
    expect(config.mediaDir).toBe(resolve("data", "media"));
    expect(config.publicUrl).toBe("http://localhost:4000");
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://db.internal:5432/souq", PORT: "8080" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://db.internal:5432/souq" });
    expect(config.publicUrl).toBe("http://localhost:8080");
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/souq" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "not an address" }, "PUBLIC_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
  ])("stops with a message naming the bad setting %o", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});
