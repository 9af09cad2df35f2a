import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test-app.ts";
import { problemsOf } from "./answer-checks.ts";
import { type FuzzFixtures, prepareFixtures } from "./fuzz-fixtures.ts";
import {
  describeRequest,
  hostileRequests,
  type InjectRequest,
  toInjectRequest,
} from "./hostile-requests.ts";
import { type FuzzOperation, type OpenApiDocument, operationsOf } from "./openapi-operations.ts";
import { changesBetween, type Snapshot, snapshotTables } from "./table-snapshot.ts";

/**
 * FUZZ_SEED replays or varies a run; FUZZ_RUNS is how many requests to send in all; FUZZ_ONLY
 * keeps the operations whose "METHOD /path" contains it.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_251_001);
const totalRuns = Number(process.env.FUZZ_RUNS ?? 5_500);
const only = process.env.FUZZ_ONLY ?? "";
/** A request still unanswered after this long is a failure too (a parser that never finishes). */
const answerTimeoutMs = Number(process.env.FUZZ_ANSWER_MS ?? 5_000);
const operationTimeLimitMs = 30_000;

let t: TestApp;
let fixtures: FuzzFixtures;
let operations: FuzzOperation[];
let before: Snapshot;

beforeAll(async () => {
  t = await buildTestApp();
  operations = operationsOf(t.app.swagger() as unknown as OpenApiDocument).filter((operation) =>
    `${operation.method} ${operation.path}`.includes(only),
  );
  fixtures = await prepareFixtures(t.app, t.database.db);
  before = await snapshotTables(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

/** The answer, or a failure naming the request when it does not come in time. */
async function answerWithin<T>(answer: Promise<T>, ms: number, request: InjectRequest): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(`no answer within ${ms} ms\n--- request ---\n${describeRequest(request)}`),
        ),
      ms,
    );
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

const shorten = (text: string) => (text.length > 3_000 ? `${text.slice(0, 3_000)}…` : text);

/** Each operation's own seed, so a run narrowed with FUZZ_ONLY sends the same requests. */
function seedOf(operation: FuzzOperation): number {
  let hash = seed;
  for (const character of `${operation.method} ${operation.path}`) {
    hash = (Math.imul(hash, 31) + (character.codePointAt(0) ?? 0)) | 0;
  }
  return hash;
}

/** Runs one operation's property; answers a report of the shrunk failing request, if any. */
async function fuzzOperation(operation: FuzzOperation, runs: number) {
  let sent = 0;
  const property = fc.asyncProperty(
    hostileRequests(operation, fixtures.pools),
    async (fuzzCase) => {
      const request = await toInjectRequest(operation, fuzzCase, fixtures.tokens);
      sent += 1;
      const answer = await answerWithin(t.app.inject(request), answerTimeoutMs, request);
      const problems = problemsOf(operation, fuzzCase, answer);
      if (problems.length > 0) {
        throw new Error(`${problems.join("\n")}\n--- request ---\n${describeRequest(request)}`);
      }
    },
  );
  const details = await fc.check(property, {
    seed: seedOf(operation),
    numRuns: runs,
    // Bounds shrinking too: a request that never answers costs the whole answer timeout each try.
    interruptAfterTimeLimit: operationTimeLimitMs,
  });
  const report = details.failed
    ? [
        `${operation.method} ${operation.path} (FUZZ_SEED=${seed}, seed ${details.seed}, path "${details.counterexamplePath}", ${details.numShrinks} shrinks)`,
        details.errorInstance instanceof Error
          ? details.errorInstance.message
          : String(details.errorInstance),
        `--- case ---\n${shorten(fc.stringify(details.counterexample))}`,
      ].join("\n")
    : null;
  return { sent, report };
}

describe("hostile requests to every operation of the OpenAPI document", () => {
  it("never answer 5xx, and answer every error as { message } in the request's language", async () => {
    expect(operations.length).toBeGreaterThan(only ? 0 : 10);
    const runs = Math.ceil(totalRuns / operations.length);
    const started = Date.now();
    let sent = 0;
    const reports: string[] = [];
    for (const operation of operations) {
      const result = await fuzzOperation(operation, runs);
      sent += result.sent;
      if (result.report) reports.push(result.report);
    }
    console.info(
      `fuzz: ${sent} requests over ${operations.length} operations in ${((Date.now() - started) / 1000).toFixed(1)} s (FUZZ_SEED=${seed})`,
    );
    expect(reports.length, reports.join("\n\n")).toBe(0);
  }, 600_000);

  it("change no data the suite does not own", async () => {
    // Sign-up and reset emails (and what they keep) are written just after their answers.
    await t.settled();
    const after = await snapshotTables(t.database.db);
    const changes = changesBetween(before, after, fixtures.pools.emails);
    expect(changes.length, changes.join("\n")).toBe(0);
  });
});
