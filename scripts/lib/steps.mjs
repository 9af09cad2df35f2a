// Small helpers shared by the start, dev and test scripts: announced steps, child processes, installs.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export const root = new URL("../..", import.meta.url).pathname.replace(/\/$/, "");
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const bold = (text) => (useColour ? `\x1b[1m${text}\x1b[0m` : text);

let stepNumber = 0;
/** Prints the step the script is on, so nobody is left looking at a silent terminal. */
export function announce(text) {
  stepNumber += 1;
  console.log(`\n${bold(`[${stepNumber}] ${text}`)}`);
}

/** Runs a command to completion with its output shown; throws if it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.status !== 0) {
    const error = new Error(
      `${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`,
    );
    error.exitCode = result.status ?? 1;
    throw error;
  }
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function installIfNeeded() {
  const marker = join(root, "node_modules", ".package-lock.json");
  const lock = join(root, "package-lock.json");
  const fresh =
    existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return false;
  announce("Installing dependencies (npm install)");
  run("npm", ["install", "--no-audit", "--no-fund"]);
  return true;
}

/** Starts a long-running child whose output is prefixed with its name. */
export function startService(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    ...options,
    env: { ...process.env, ...options.env },
  });
  const prefix = `${name.padEnd(4)}│ `;
  for (const stream of [child.stdout, child.stderr]) {
    let pending = "";
    stream.on("data", (chunk) => {
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  return child;
}

/** Waits until an address answers 2xx/3xx/404 or the child exits, whichever comes first. */
export async function waitForUrl(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function readJson(path) {
  return JSON.parse(readFileSync(path, "utf8"));
}
