// Servers a suite starts for itself, beside the ones every suite shares (playwright.config.ts):
// an API on a port and database of its own, and a storefront of the same build pointed at it.
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { storefrontHeapMb } from "../../apps/web/src/lib/cache/memory-cache-store.mjs";

/** A port nothing listens on: taken from the system, then let go. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== "object" || !address) throw new Error("no port was given");
  return address.port;
}

/** Waits until `address` answers at all (any status), or gives up after `ms`. */
async function waitForAnswer(address: string, child: ChildProcess, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${address}: the process exited (${child.exitCode})`);
    try {
      await fetch(address, { signal: AbortSignal.timeout(5_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${address} did not answer within ${ms / 1000} s`);
}

/** Sends SIGTERM and resolves once the process has exited. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  await exited;
}

export interface OwnServer {
  origin: string;
  /** SIGTERM, resolved once the process has exited. */
  stop(): Promise<void>;
}

/**
 * The storefront's own server (as `npm start` runs it, NEXT_DIST_DIR passing through) on a free
 * port, pointed at `apiOrigin`; resolves once it answers.
 */
export async function startStorefront(apiOrigin: string): Promise<OwnServer> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const child = spawn(
    process.execPath,
    [`--max-old-space-size=${storefrontHeapMb()}`, "server.mjs", "--port", String(port)],
    {
      cwd: "apps/web",
      env: {
        ...process.env,
        API_URL: apiOrigin,
        COMPANY_ID: "1",
        SITE_URL: origin,
        NEXT_TELEMETRY_DISABLED: "1",
      },
      stdio: "ignore",
    },
  );
  try {
    await waitForAnswer(`${origin}/health`, child, 60_000);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { origin, stop: () => stopProcess(child) };
}

/**
 * The built API on `port`, started by e2e/support/start-api.mjs on a database of its own
 * (.cache/e2e-data-<port>): migrated and seeded anew, or with `keepData` the one a start on the
 * same port left. Resolves once /health answers. `storefront` is the address it names in emails.
 */
export async function startApi(
  port: number,
  { keepData = false, storefront = "http://localhost" } = {},
): Promise<OwnServer & { dataDir: string }> {
  const origin = `http://localhost:${port}`;
  const child = spawn(
    process.execPath,
    ["e2e/support/start-api.mjs", ...(keepData ? ["--keep-data"] : [])],
    {
      env: { ...process.env, PORT: String(port), PUBLIC_URL: origin, STOREFRONT_URL: storefront },
      stdio: "ignore",
    },
  );
  try {
    // Seeding takes most of it.
    await waitForAnswer(`${origin}/health`, child, 180_000);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { origin, dataDir: `.cache/e2e-data-${port}`, stop: () => stopProcess(child) };
}

/** Removes a database an own API left. */
export function removeData(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}
