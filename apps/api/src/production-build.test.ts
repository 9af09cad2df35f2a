import { build, type Metafile } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { buildOptions } from "../build-options.mjs";

// The production build, bundled in memory with the options `npm run build` uses.
let metafile: Metafile;
beforeAll(async () => {
  const result = await build({
    ...buildOptions,
    write: false,
    metafile: true,
    sourcemap: false,
    logLevel: "silent",
  });
  metafile = result.metafile;
}, 30_000);

const ownSource = /^(src\/|\.\.\/\.\.\/packages\/contract\/src\/)/;

describe("the API's production build", () => {
  it("has the server, the migrations, the backup commands and the operator's commands, and nothing else", () => {
    const entries = Object.values(metafile.outputs).flatMap((output) =>
      output.entryPoint ? [output.entryPoint] : [],
    );
    expect(entries.sort()).toEqual([
      "src/db/backup-cli.ts",
      "src/db/copy-to-postgres-cli.ts",
      "src/db/migrate-cli.ts",
      "src/db/restore-cli.ts",
      "src/operator/messages-cli.ts",
      "src/operator/orders-cli.ts",
      "src/server.ts",
    ]);
  });

  it("bundles only the API's own source and the contract's", () => {
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.length).toBeGreaterThan(50);
    expect(inputs.filter((path) => !ownSource.test(path))).toEqual([]);
    expect(inputs.filter((path) => /seed/.test(path))).toEqual([]);
  });

  it("leaves no import of the demo seed (or any other workspace package) to run time", () => {
    const external = Object.values(metafile.outputs).flatMap((output) =>
      output.imports.filter((item) => item.external).map((item) => item.path),
    );
    expect(external.length).toBeGreaterThan(0);
    expect(external.filter((path) => path.startsWith("@souq/"))).toEqual([]);
  });
});
