// Plain JavaScript: Next.js loads the cache handlers at run time, without compiling them.
import { describeRedisAddress } from "./redis-url.mjs";

/** How long the cache waits for Redis: a slow or absent server costs a page at most this per call. */
export const redisCallTimeoutMs = 50;
const connectTimeoutMs = 1_000;

/** The wait before the next attempt after `attempts` failed ones: doubling from 100 ms, at most 5 s. */
export function retryDelayMs(attempts) {
  return Math.min(100 * 2 ** attempts, 5_000);
}

/** Why a server with these settings does not bound the shared cache; undefined when it does. */
export function memoryPolicyProblem({ maxmemory, policy }) {
  if (!maxmemory || maxmemory === "0")
    return "has no maxmemory, so the cache grows until the server runs out of memory";
  // Every key the cache writes has a time to live, so the volatile policies evict them as well.
  if (!/^(allkeys|volatile)-(lru|lfu)$/.test(policy ?? "")) {
    return `evicts by "${policy}", not by least recent use, so a full server refuses new entries`;
  }
  return undefined;
}

function withDeadline(promise, ms) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  promise.catch(() => {});
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * One connection to Redis that never holds a page up: `call` answers its fallback at once while
 * Redis is known to be unreachable, and after `timeoutMs` when it is slow. One warning is logged
 * an outage; the client reconnects in the background (bounded backoff) and a PING tells when a
 * slow server answers again. At the first connection the server's memory policy is checked.
 */
export function connectRedis({
  url,
  log = console,
  timeoutMs = redisCallTimeoutMs,
  loadClient = () => import(/* webpackIgnore: true */ /* turbopackIgnore: true */ "redis"),
}) {
  const address = describeRedisAddress(url);
  /** "connecting" until the first answer, then "up" or "down"; "closed" for good. */
  let state = "connecting";
  let client;
  let binaryClient;
  let isReplyError = () => false;
  let waiters = [];
  let probeTimer;
  let probeAttempts = 0;
  let policyChecked = false;
  const refusals = new Set();

  function settle(up) {
    for (const resolve of waiters.splice(0)) resolve(up);
  }

  function markUp() {
    if (state === "closed") return;
    if (state === "down") log.info(`Shared cache: Redis at ${address} answers again.`);
    state = "up";
    probeAttempts = 0;
    clearTimeout(probeTimer);
    probeTimer = undefined;
    settle(true);
    if (!policyChecked) {
      policyChecked = true;
      void checkMemoryPolicy();
    }
  }

  function markDown(error) {
    if (state === "closed") return;
    if (state !== "down") {
      log.warn(
        `Shared cache: Redis at ${address} does not answer (${error?.message ?? error}); pages are served without the shared cache until it does.`,
      );
      state = "down";
      settle(false);
    }
    if (client && !probeTimer) {
      probeTimer = setTimeout(probe, retryDelayMs(probeAttempts++));
      probeTimer.unref?.();
    }
  }

  // The client reconnects a dropped socket itself (its "ready" brings the cache back); a server
  // that stopped answering on a live socket is asked again with a PING.
  async function probe() {
    probeTimer = undefined;
    if (state !== "down") return;
    try {
      if (!client.isReady) throw new Error("not connected");
      await withDeadline(client.ping(), timeoutMs);
      markUp();
    } catch (error) {
      markDown(error);
    }
  }

  async function checkMemoryPolicy() {
    let problem;
    try {
      const settings = await withDeadline(client.configGet("maxmemory*"), 10 * timeoutMs);
      problem = memoryPolicyProblem({
        maxmemory: settings.maxmemory,
        policy: settings["maxmemory-policy"],
      });
    } catch (error) {
      problem = `did not tell its maxmemory settings (${error.message}); check them on the server`;
    }
    if (problem) {
      log.warn(
        `Shared cache: Redis at ${address} ${problem}. Give it maxmemory and maxmemory-policy allkeys-lru: that bounds the shared cache.`,
      );
    }
  }

  const connecting = (async () => {
    const { createClient, ErrorReply, RESP_TYPES } = await loadClient();
    if (state === "closed") return;
    isReplyError = (error) => error instanceof ErrorReply;
    client = createClient({
      url,
      // A command sent while disconnected fails at once instead of waiting for the connection.
      disableOfflineQueue: true,
      socket: { connectTimeout: connectTimeoutMs, reconnectStrategy: retryDelayMs },
    });
    client.on("error", markDown);
    client.on("ready", markUp);
    binaryClient = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
    // Settles only when the client is closed; until then it keeps reconnecting.
    await client.connect();
  })().catch((error) => markDown(error));

  /** Waits for the first connection (at most `ms` when given); true when Redis is up. */
  function firstAnswer(ms) {
    if (state !== "connecting") return Promise.resolve(state === "up");
    return new Promise((resolve) => {
      const timer =
        ms === undefined
          ? undefined
          : setTimeout(() => {
              waiters = waiters.filter((waiter) => waiter !== done);
              resolve(false);
            }, ms);
      const done = (up) => {
        clearTimeout(timer);
        resolve(up);
      };
      waiters.push(done);
    });
  }

  /** Logs a refusal by the server (out of memory, no permission) once for each kind. */
  function noteRefusal(error) {
    const kind = error.message.split(" ")[0];
    if (refusals.has(kind)) return;
    refusals.add(kind);
    log.warn(`Shared cache: Redis at ${address} refused a command (${error.message}).`);
  }

  return {
    address,
    /**
     * Runs `run(client, binaryClient)` (the second answers strings as Buffers) and returns its
     * answer, or `fallback` when Redis is unreachable, slow or refuses.
     */
    async call(run, fallback) {
      if (state === "connecting" && !(await firstAnswer(timeoutMs))) return fallback;
      if (state !== "up") return fallback;
      try {
        return await withDeadline(run(client, binaryClient), timeoutMs);
      } catch (error) {
        if (isReplyError(error)) noteRefusal(error);
        else markDown(error);
        return fallback;
      }
    },
    /** Resolves when the first connection succeeds (true) or fails (false). */
    ready() {
      return firstAnswer();
    },
    async close() {
      state = "closed";
      clearTimeout(probeTimer);
      settle(false);
      client?.destroy();
      await connecting;
    },
  };
}
