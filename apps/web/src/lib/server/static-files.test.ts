import { execFile } from "node:child_process";
import { once } from "node:events";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticFiles } from "./static-files.mjs";

const precompress = fileURLToPath(
  new URL("../../../scripts/precompress-static.mjs", import.meta.url),
);
const script = `${"export const price = (n) => n.toFixed(2);\n".repeat(200)}// end\n`;
let root: string;
const servers: Server[] = [];

const policy: [string, string][] = [["Content-Security-Policy", "default-src 'self'"]];

/** A server answering with the static handler over `distDir`, else 404 as Next.js would. */
async function serve(distDir: string, runtimeHeaders: [string, string][] | null = policy) {
  const answer = staticFiles(join(distDir, "static"), runtimeHeaders);
  const server = createServer((request, response) => {
    if (!answer(request, response)) response.writeHead(404).end("next");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

/** The raw answer (not decoded): status, headers and bytes as sent. */
function get(port: number, path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const asked = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (answer) => {
        const parts: Buffer[] = [];
        answer.on("data", (part: Buffer) => parts.push(part));
        answer.on("end", () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(parts),
          }),
        );
      });
      asked.on("error", reject);
      asked.end();
    },
  );
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "souq-static-"));
  for (const dist of ["built", "unprepared"]) {
    await mkdir(join(root, dist, "static", "chunks"), { recursive: true });
    await writeFile(join(root, dist, "static", "chunks", "page-1a2b.js"), script);
  }
  await promisify(execFile)(process.execPath, [precompress], {
    env: { ...process.env, NEXT_DIST_DIR: join(root, "built") },
  });
});

afterAll(async () => {
  for (const server of servers) server.close();
  await rm(root, { recursive: true, force: true });
});

describe("the build's static files, sent as the build compressed them", () => {
  it("sends brotli to a browser that takes it, gzip to one that takes only gzip, else the file", async () => {
    const port = await serve(join(root, "built"));
    const path = "/_next/static/chunks/page-1a2b.js";

    const br = await get(port, path, { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 10);

    const gz = await get(port, path, { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get(port, path);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    for (const answer of [br, gz, plain]) {
      expect(answer.headers["content-type"]).toMatch(/javascript/);
      expect(answer.headers["cache-control"]).toBe("public,max-age=31536000,immutable");
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(answer.headers["content-security-policy"]).toBe("default-src 'self'");
    }
  });

  it("answers a repeat visit's validator with 304 and nothing else", async () => {
    const port = await serve(join(root, "built"));
    const path = "/_next/static/chunks/page-1a2b.js";
    const first = await get(port, path, { "Accept-Encoding": "br" });
    const again = await get(port, path, {
      "Accept-Encoding": "br",
      "If-None-Match": String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("leaves to Next.js what the build does not have, other methods and other paths", async () => {
    const port = await serve(join(root, "built"));
    const passedOn = [
      await get(port, "/_next/static/chunks/missing.js"),
      await get(port, "/_next/static/chunks/page-1a2b.js", {}, "POST"),
      await get(port, "/_next/static/../../../etc/passwd"),
      await get(port, "/_next/static/%2e%2e/%2e%2e/package.json"),
      await get(port, "/_next/static/.precompressed"),
      await get(port, "/chunks/page-1a2b.js"),
    ];
    for (const answer of passedOn) {
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toBe("next");
    }
  });

  it("leaves every file to Next.js when the build did not compress them", async () => {
    const port = await serve(join(root, "unprepared"));
    const answer = await get(port, "/_next/static/chunks/page-1a2b.js", {
      "Accept-Encoding": "br",
    });
    expect(answer.body.toString()).toBe("next");
  });

  it("leaves every file to Next.js when the policy could not be read from the configuration", async () => {
    const port = await serve(join(root, "built"), null);
    const answer = await get(port, "/_next/static/chunks/page-1a2b.js", {
      "Accept-Encoding": "br",
    });
    expect(answer.body.toString()).toBe("next");
  });

  it("writes copies that decompress to their file, and the marker last", async () => {
    const file = join(root, "built", "static", "chunks", "page-1a2b.js");
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(script);
    await expect(readFile(join(root, "built", "static", ".precompressed"))).resolves.toBeDefined();
  });
});
