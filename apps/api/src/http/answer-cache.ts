import type { FastifyInstance } from "fastify";
import { LRUCache } from "lru-cache";

/** One answer as it was sent: its body already serialized, and the headers that went with it. */
export interface CachedAnswer {
  body: string;
  headers: Record<string, string>;
}

export interface AnswerCacheOptions {
  /** How long an answer may be served again, at most (ms); 0 turns the cache off. */
  ttlMs: number;
  /** The most bytes of bodies kept; the least recently used go first. */
  maxBytes: number;
}

/**
 * The public catalog's answers (listings, facets, a product's page), kept in this process for a
 * moment (ADR 57): the same question asked again, by the storefront or any client, gets the same
 * bytes without asking the database. Bounded by bytes (LRU) and by time; every write this process
 * answers, and every periodic job that changes the catalog, empties it, so a client that changed
 * something reads the change at once; another process's writes show within `ttlMs`.
 */
export class AnswerCache {
  private readonly entries: LRUCache<string, CachedAnswer> | null;
  /** Moves on at each `clear`: an answer made across a clear may hold what was changed. */
  private generation = 0;

  constructor(options: AnswerCacheOptions) {
    this.entries =
      options.ttlMs > 0
        ? new LRUCache<string, CachedAnswer>({
            maxSize: options.maxBytes,
            sizeCalculation: (answer) => Math.max(answer.body.length, 1),
            ttl: options.ttlMs,
            // An answer past its time is never served, even if not yet swept out.
            allowStale: false,
          })
        : null;
  }

  get(key: string): CachedAnswer | undefined {
    return this.entries?.get(key);
  }

  /** The moment an answer starts to be made, to hand to `set` when it is done. */
  begin(): number {
    return this.generation;
  }

  /** Keeps an answer begun at `begun`, unless the cache was emptied while it was made. */
  set(key: string, answer: CachedAnswer, begun: number): void {
    if (begun === this.generation) this.entries?.set(key, answer);
  }

  /** Forgets every answer: something they were made from may have changed. */
  clear(): void {
    this.generation += 1;
    this.entries?.clear();
  }

  /** How many answers are kept now (for the tests). */
  get size(): number {
    return this.entries?.size ?? 0;
  }
}

/** Methods that only read: their answers never empty the cache. */
const reading = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Empties the cache as every write this app answers successfully is sent (any method but GET,
 * HEAD and OPTIONS, with a status below 400), whichever module it reached: a product saved, stock
 * taken by a checkout, a review, a category. Its work is committed by then, and its client reads
 * after it, so it reads the change. A refused write changed nothing and keeps the cache.
 */
export function clearAnswersOnWrites(app: FastifyInstance, answers: AnswerCache): void {
  app.addHook("onSend", async (request, reply) => {
    if (!reading.has(request.method) && reply.statusCode < 400) answers.clear();
  });
}
