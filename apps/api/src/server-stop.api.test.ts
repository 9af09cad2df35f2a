import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { apiRoot } from "./db/api-root.ts";
import { testCacheDir } from "./test/test-paths.ts";

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** This process's environment for a child on its own embedded database. */
function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _postgres, ...env } = process.env;
  return env;
}

let dataDir: string | undefined;
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("the API process on SIGTERM", () => {
  it("answers every request in flight, closes its database and exits 0", async () => {
    await mkdir(testCacheDir, { recursive: true });
    dataDir = await mkdtemp(join(testCacheDir, "stop-"));
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: apiRoot(),
      env: {
        ...withoutDatabaseUrl(),
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const exited = once(child, "exit");
    const base = `http://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt++) {
      const up = await fetch(`${base}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (attempt > 240) throw new Error(`the API did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const requests = Array.from({ length: 16 }, (_, index) =>
      fetch(`${base}/${index % 2 ? "health" : "ready"}`).then(
        async (response) => ({ status: response.status, body: await response.text() }),
        (error: Error) => ({ status: 0, body: error.message }),
      ),
    );
    // Mid-flight: some requests are being answered, others still wait to be accepted.
    await new Promise((resolve) => setTimeout(resolve, 20));
    child.kill("SIGTERM");
    const answers = await Promise.all(requests);
    const [code] = await exited;
    expect(answers.filter((answer) => answer.status === 0)).toEqual([]);
    for (const answer of answers) expect(() => JSON.parse(answer.body)).not.toThrow();
    expect(code, output).toBe(0);
  }, 120_000);
});
