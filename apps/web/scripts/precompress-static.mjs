// After `next build`: writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the
// build's static folder (scripts, stylesheets, drawings), compressed once at their strongest, so
// that the server sends them as they are (src/lib/server/static-files.mjs, ADR 62). A copy no
// smaller than its file is not written. The marker file, written last, tells the server that every
// copy is there.
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { precompressedMarker } from "../src/lib/server/static-files.mjs";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const staticDir = resolve(appDir, process.env.NEXT_DIST_DIR || ".next", "static");
const compressible = new Set([".js", ".mjs", ".css", ".svg", ".json", ".txt", ".map"]);
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

await rm(join(staticDir, precompressedMarker), { force: true });
const entries = await readdir(staticDir, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && compressible.has(extname(entry.name)))
  .map((entry) => join(entry.parentPath, entry.name));
let before = 0;
let after = 0;
for (const file of files) {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  before += body.length;
  after += Math.min(br.length, body.length);
}
await writeFile(join(staticDir, precompressedMarker), "");
console.info(
  `Compressed ${files.length} static files: ${Math.round(before / 1024)} KB, ${Math.round(after / 1024)} KB as brotli.`,
);
