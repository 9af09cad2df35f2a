import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { localeRegistry } from "./locales.ts";
import { messageFiles } from "./message-files.ts";

const messagesDir = join(import.meta.dirname, "..", "..", "messages");

type Tree = { [key: string]: string | Tree };

function read(locale: string, file: string): Tree {
  return JSON.parse(readFileSync(join(messagesDir, locale, `${file}.json`), "utf8"));
}

/** Every key path in a message tree, e.g. "Header.search.label". */
function keyPaths(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
  );
}

describe("interface messages", () => {
  it("loads every file that exists, and only those", () => {
    for (const locale of Object.keys(localeRegistry)) {
      const present = readdirSync(join(messagesDir, locale)).map((name) =>
        name.replace(/\.json$/, ""),
      );
      expect(present.sort()).toEqual([...messageFiles].sort());
    }
  });

  it("has the same keys in every language", () => {
    for (const file of messageFiles) {
      const english = keyPaths(read("en", file)).sort();
      for (const locale of Object.keys(localeRegistry)) {
        expect(keyPaths(read(locale, file)).sort(), `${locale}/${file}.json`).toEqual(english);
      }
    }
  });

  it("never leaves a message empty", () => {
    for (const locale of Object.keys(localeRegistry)) {
      for (const file of messageFiles) {
        for (const path of keyPaths(read(locale, file))) {
          const value = path
            .split(".")
            .reduce<Tree | string>(
              (node, key) => (node as Tree)[key] as Tree | string,
              read(locale, file),
            );
          expect(String(value).trim(), `${locale}/${file}.json ${path}`).not.toBe("");
        }
      }
    }
  });

  it("gives each namespace to one file", () => {
    const owners = new Map<string, string>();
    for (const file of messageFiles) {
      for (const namespace of Object.keys(read("en", file))) {
        expect(owners.get(namespace), `${namespace} in ${file}.json`).toBeUndefined();
        owners.set(namespace, file);
      }
    }
  });
});
