// Bundles the API's own code (and the contract's) into dist/: the server, the migrations, the
// backup commands and the operator's commands, all run with plain node. Packages stay in node_modules; the demo seed is
// its own package (packages/demo-seed) and never part of this output.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { buildOptions } from "./build-options.mjs";

// A fresh folder, so files of an older layout (the seed's CLI lived here once) do not linger.
rmSync(join(buildOptions.absWorkingDir, buildOptions.outdir), { recursive: true, force: true });
await build(buildOptions);
