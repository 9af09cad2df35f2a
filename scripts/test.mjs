// `npm test`: install what is missing (a browser included), then lint, format check, type-check,
// unit and component tests, API tests on PGlite, and the end-to-end suites on the production build;
// the API tests on PostgreSQL run beside the build and the browsers, on one worker (ADR 36).
import { spawn } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { join } from "node:path";
import { announce, installIfNeeded, root, run } from "./lib/steps.mjs";

const reports = join(root, ".cache", "reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" };
const postgresUrl = process.env.TEST_DATABASE_URL;
const failures = [];
const startedAt = Date.now();

/** Steps still running beside the others, stopped should the run end early. */
const besideSteps = [];

/** How long each step took, printed at the end (docs/benchmarks.md keeps them). */
const took = [];
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

function step(title, command, args, options = {}) {
  announce(title);
  const started = Date.now();
  try {
    run(command, args, { env, ...options });
  } catch (error) {
    failures.push(title);
    console.error(`✗ ${title}: ${error.message}`);
    if (options.fatal) finish();
  } finally {
    took.push([title, Date.now() - started]);
  }
}

/**
 * Starts a step that runs beside the next ones. Its output goes straight to a log file (the steps
 * after it block this process, so it must not wait on a pipe to us), printed whole once the others
 * are done. Resolves when it has ended and been counted; its time runs to its last output.
 */
function stepBeside(title, command, args) {
  announce(`${title} (beside the next steps; its output follows when they end)`);
  const started = Date.now();
  const log = join(reports, `${title.replace(/\W+/g, "-").toLowerCase()}.log`);
  const output = openSync(log, "w");
  const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", output, output] });
  besideSteps.push(child);
  return new Promise((resolve) => {
    child.on("close", (code) => {
      closeSync(output);
      took.push([`${title} (beside)`, statSync(log).mtimeMs - started]);
      announce(`${title}: ended`);
      process.stdout.write(readFileSync(log, "utf8"));
      if (code !== 0) {
        failures.push(title);
        console.error(`✗ ${title}: exit ${code}`);
      }
      resolve();
    });
  });
}

/**
 * The browser the suites run in (playwright.config.ts picks it): Chromium's headless shell from
 * Debian's packages, where there are Debian's packages (the full Chromium still serves when the
 * shell cannot be installed); elsewhere Playwright's own.
 */
function ensureBrowser() {
  const shell = "/usr/bin/chromium-headless-shell";
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return;
  if (existsSync(shell)) return;
  const fullBrowser = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].some(existsSync);
  if (existsSync("/usr/bin/apt-get")) {
    announce(
      "Installing Chromium's headless shell from Debian's packages for the end-to-end suites",
    );
    const sudo = process.getuid?.() === 0 ? "" : "sudo ";
    try {
      run(
        "sh",
        [
          "-c",
          `${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium-headless-shell`,
        ],
        { env: { ...env, DEBIAN_FRONTEND: "noninteractive" } },
      );
    } catch (error) {
      if (!fullBrowser) throw error;
      console.warn(`The headless shell could not be installed; the suites use Chromium itself.`);
    }
  } else if (fullBrowser) {
    return;
  } else {
    announce("Installing Playwright's Chromium for the end-to-end suites");
    run("npx", ["playwright", "install", "chromium"], {
      env: { ...env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "" },
    });
  }
}

function count(file, read) {
  try {
    return read(JSON.parse(readFileSync(join(reports, file), "utf8")));
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}

function finish() {
  for (const child of besideSteps) if (child.exitCode === null) child.kill();
  const vitest = (report) => ({
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  });
  const playwright = (report) => ({
    passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0),
    failed: report.stats?.unexpected ?? 0,
    skipped: report.stats?.skipped ?? 0,
  });
  const totals = [
    count("unit.json", vitest),
    count("components.json", vitest),
    count("api.json", vitest),
    count("api-postgres.json", vitest),
    count("e2e.json", playwright),
  ].reduce((sum, part) => ({
    passed: sum.passed + part.passed,
    failed: sum.failed + part.failed,
    skipped: sum.skipped + part.skipped,
  }));
  console.log("\nStep times:");
  for (const [title, ms] of took) console.log(`  ${minutes(ms).padStart(9)}  ${title}`);
  console.log(`  ${minutes(Date.now() - startedAt).padStart(9)}  in all`);
  console.log("");
  if (failures.length) console.log(`Failed steps: ${failures.join("; ")}`);
  // The closing line CI reads.
  console.log(
    `${totals.passed} passed, ${totals.failed + (failures.length && !totals.failed ? 1 : 0)} failed, ${totals.skipped} skipped`,
  );
  process.exit(failures.length ? 1 : 0);
}

try {
  installIfNeeded();
  ensureBrowser();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

step("Lint and format check (biome check)", "npx", ["biome", "check", "."]);
step("Type-check", "npm", ["run", "typecheck", "--workspaces", "--if-present"]);
step("Type-check the tests and scripts", "npx", ["tsc", "--noEmit", "-p", "."]);
const vitestRun = (project) => [
  "vitest",
  "run",
  "--project",
  project,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${join(reports, `${project}.json`)}`,
];
step("Unit tests", "npx", vitestRun("unit"));
step("Component tests (jsdom)", "npx", vitestRun("components"));
step("API tests on PGlite", "npx", vitestRun("api"));
// The PostgreSQL suite waits mostly on the database, so it shares the machine with the build and
// the browsers well; one worker keeps it from taking the cores they need.
let beside = Promise.resolve();
if (postgresUrl) {
  beside = stepBeside("API tests on PostgreSQL (TEST_DATABASE_URL)", "npx", [
    ...vitestRun("api-postgres"),
    "--maxWorkers=1",
  ]);
} else if (process.env.CI) {
  announce("API tests on PostgreSQL");
  console.error("CI=true but TEST_DATABASE_URL is not set: the PostgreSQL suite must run in CI.");
  failures.push("API tests on PostgreSQL (TEST_DATABASE_URL missing)");
} else {
  announce("API tests on PostgreSQL: skipped (set TEST_DATABASE_URL to run them)");
}
step("Build the API and the storefront", "npm", ["run", "build"], { fatal: true });
step("End-to-end tests in Chromium (English and Arabic, desktop and phone)", "npx", [
  "playwright",
  "test",
]);
await beside;
finish();
