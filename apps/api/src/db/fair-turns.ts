import { AsyncLocalStorage } from "node:async_hooks";
import { AppError } from "../app-error.ts";

/**
 * Turns at a resource that does one thing at a time (the embedded database), handed out by need
 * instead of in order of arrival: of the clients with work waiting, the one that has used the
 * resource least lately goes next (its time used, halved every `halfLifeMs`). A shopper who does
 * one thing now and then goes before clients that keep it busy, and clients that all keep it busy
 * take turns, so no client, however many requests it sends, can slow the others by more than its
 * share. Between turns the event loop is let through, so connections and requests that arrived
 * meanwhile are read and queued before the next turn is chosen; without that, work chained on
 * promises would keep the loop from reading anything until all queued work was done.
 */
export interface FairTurnsOptions {
  /** Work one client may have waiting; more answers 429 (the client is sending too much at once). */
  maxWaitingPerClient: number;
  /** Work all clients may have waiting; more answers 503 (the server is overloaded). */
  maxWaiting: number;
  /** How quickly time used is forgiven: it counts half after this long. */
  halfLifeMs: number;
  /** Clients whose recent use is remembered at most (the least recent are forgotten first). */
  maxRemembered: number;
  /** How the turn is handed on; setImmediate lets the event loop read the network first. */
  nextTick?: (run: () => void) => void;
  /** The clock, in milliseconds. */
  now?: () => number;
}

interface Waiting {
  work: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Time a client used, as of `at`. */
interface Use {
  ms: number;
  at: number;
}

/** The client whose work is queued when no request named one: startup, background tasks. */
export const serverClient = "server";

export class FairTurns {
  /** Each client's waiting work, oldest first. */
  readonly #queues = new Map<string, Waiting[]>();
  /** Time each client used lately; the least recently charged first. */
  readonly #used = new Map<string, Use>();
  readonly #client = new AsyncLocalStorage<string>();
  readonly #options: Required<FairTurnsOptions>;
  #waiting = 0;
  #busy = false;
  #scheduled = false;

  constructor(options: FairTurnsOptions) {
    this.#options = {
      nextTick: (run) => setImmediate(run),
      now: () => performance.now(),
      ...options,
    };
  }

  /** Runs `work` (synchronously) with every turn taken inside it taken as `client`'s. */
  asClient<T>(client: string, work: () => T): T {
    return this.#client.run(client, work);
  }

  /** How much work is waiting, for how many clients, and how many clients' use is remembered. */
  get size(): { waiting: number; clients: number; remembered: number } {
    return { waiting: this.#waiting, clients: this.#queues.size, remembered: this.#used.size };
  }

  /**
   * Queues `work` for the calling client and answers its result once it has had its turn. Work
   * must not take another turn while it runs (one turn at a time: that would wait for itself).
   */
  take<T>(work: () => Promise<T>): Promise<T> {
    const client = this.#client.getStore() ?? serverClient;
    const queue = this.#queues.get(client);
    if ((queue?.length ?? 0) >= this.#options.maxWaitingPerClient) {
      return Promise.reject(
        new AppError("rate_limited", "too_many_requests", {}, { retryAfterSeconds: 1 }),
      );
    }
    if (this.#waiting >= this.#options.maxWaiting) {
      return Promise.reject(
        new AppError("unavailable", "unavailable", {}, { retryAfterSeconds: 1 }),
      );
    }
    return new Promise<T>((resolve, reject) => {
      const waiting = { work, resolve: resolve as (value: unknown) => void, reject };
      if (queue) queue.push(waiting);
      else this.#queues.set(client, [waiting]);
      this.#waiting += 1;
      this.#schedule();
    });
  }

  /** A client's time used, as it counts now. */
  #usedBy(client: string, now: number): number {
    const use = this.#used.get(client);
    return use ? use.ms * 0.5 ** ((now - use.at) / this.#options.halfLifeMs) : 0;
  }

  #charge(client: string, ms: number) {
    const now = this.#options.now();
    const total = this.#usedBy(client, now) + ms;
    this.#used.delete(client);
    this.#used.set(client, { ms: total, at: now });
    // Bounded: the clients charged longest ago are forgotten first (their use has faded most).
    while (this.#used.size > this.#options.maxRemembered) {
      const oldest = this.#used.keys().next().value as string;
      this.#used.delete(oldest);
    }
  }

  #schedule() {
    if (this.#busy || this.#scheduled || this.#waiting === 0) return;
    this.#scheduled = true;
    this.#options.nextTick(() => {
      this.#scheduled = false;
      this.#runNext();
    });
  }

  /** The waiting client that used least lately; the earliest queued of equals. */
  #pick(): string | undefined {
    const now = this.#options.now();
    let best: string | undefined;
    let least = Number.POSITIVE_INFINITY;
    for (const client of this.#queues.keys()) {
      const used = this.#usedBy(client, now);
      if (used < least) {
        least = used;
        best = client;
      }
    }
    return best;
  }

  #runNext() {
    if (this.#busy) return;
    const client = this.#pick();
    if (client === undefined) return;
    const queue = this.#queues.get(client) as Waiting[];
    const waiting = queue.shift() as Waiting;
    // A client with more waiting goes to the back among equals.
    this.#queues.delete(client);
    if (queue.length > 0) this.#queues.set(client, queue);
    this.#waiting -= 1;
    this.#busy = true;
    const started = this.#options.now();
    let running: Promise<unknown>;
    try {
      running = waiting.work();
    } catch (error) {
      running = Promise.reject(error);
    }
    running.then(waiting.resolve, waiting.reject).finally(() => {
      this.#charge(client, this.#options.now() - started);
      this.#busy = false;
      this.#schedule();
    });
  }
}
