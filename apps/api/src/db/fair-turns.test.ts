import { describe, expect, it } from "vitest";
import { AppError } from "../app-error.ts";
import { FairTurns, type FairTurnsOptions } from "./fair-turns.ts";

/**
 * Turns handed on by hand and a clock moved by the work itself, so the order is the scheduler's
 * alone: each piece of work "takes" `cost` milliseconds of the resource.
 */
function setUp(options: Partial<FairTurnsOptions> = {}) {
  let clock = 0;
  const handOns: Array<() => void> = [];
  const turns = new FairTurns({
    maxWaitingPerClient: 100,
    maxWaiting: 1_000,
    halfLifeMs: 1_000,
    maxRemembered: 100,
    nextTick: (run) => handOns.push(run),
    now: () => clock,
    ...options,
  });
  const order: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  /** Queues work for `client` that records its turn and uses `cost` ms. */
  const take = (client: string, label = client, cost = 10) =>
    turns.asClient(client, () =>
      turns.take(async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        order.push(label);
        clock += cost;
        await Promise.resolve();
        running -= 1;
        return label;
      }),
    );
  /** Hands out turns until nobody waits. */
  const settle = async () => {
    for (let guard = 0; guard < 10_000; guard += 1) {
      const next = handOns.shift();
      if (next) next();
      // Let the work and the hand-on after it run.
      for (let flush = 0; flush < 10; flush += 1) await Promise.resolve();
      if (handOns.length === 0 && turns.size.waiting === 0) return;
    }
    throw new Error("turns never settled");
  };
  return {
    turns,
    take,
    settle,
    order,
    mostAtOnce: () => mostAtOnce,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe("FairTurns", () => {
  it("runs one piece of work at a time and answers each its own result", async () => {
    const s = setUp();
    const results = [s.take("a", "a1"), s.take("b", "b1"), s.take("a", "a2")];
    await s.settle();
    expect(await Promise.all(results)).toEqual(["a1", "b1", "a2"]);
    expect(s.mostAtOnce()).toBe(1);
  });

  it("clients that keep it busy take turns, whoever queued more first", async () => {
    const s = setUp();
    for (let index = 1; index <= 4; index += 1) void s.take("flood", `flood${index}`);
    void s.take("b", "b1");
    void s.take("b", "b2");
    void s.take("c", "c1");
    await s.settle();
    expect(s.order).toEqual(["flood1", "b1", "c1", "flood2", "b2", "flood3", "flood4"]);
  });

  it("a client that used little lately goes before clients that used a lot", async () => {
    const s = setUp();
    for (let index = 0; index < 3; index += 1) {
      void s.take("heavy1", "h", 50);
      void s.take("heavy2", "h", 50);
    }
    await s.settle();
    // Both heavy clients are busy again when a shopper arrives, after them in the queue.
    void s.take("heavy1", "heavy1");
    void s.take("heavy2", "heavy2");
    void s.take("shopper", "shopper");
    await s.settle();
    expect(s.order.slice(-3)).toEqual(["shopper", "heavy1", "heavy2"]);
  });

  it("time used is forgiven: a client busy long ago goes before one busy a moment ago", async () => {
    const s = setUp();
    void s.take("heavy", "h", 500);
    await s.settle();
    // Ten half-lives later, another client uses 5 ms: the 500 ms of then count for less.
    s.advance(10_000);
    void s.take("light", "l", 5);
    await s.settle();
    void s.take("light", "light-again");
    void s.take("heavy", "heavy-again");
    await s.settle();
    expect(s.order.slice(-2)).toEqual(["heavy-again", "light-again"]);
  });

  it("refuses a client's work past its waiting room with 429 and Retry-After; others still queue", async () => {
    const s = setUp({ maxWaitingPerClient: 2 });
    const kept = [s.take("flood"), s.take("flood")];
    const refused = s.take("flood").catch((error: unknown) => error);
    const other = s.take("shopper");
    const error = await refused;
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe("rate_limited");
    expect((error as AppError).details.retryAfterSeconds).toBeGreaterThan(0);
    await s.settle();
    await expect(Promise.all([...kept, other])).resolves.toEqual(["flood", "flood", "shopper"]);
    // Once its work has run, the client may queue again.
    const again = s.take("flood");
    await s.settle();
    await expect(again).resolves.toBe("flood");
  });

  it("refuses everyone's work past the whole waiting room with 503", async () => {
    const s = setUp({ maxWaiting: 3 });
    const kept = [s.take("a"), s.take("b"), s.take("c")];
    const error = await s.take("d").catch((refusal: unknown) => refusal);
    expect((error as AppError).kind).toBe("unavailable");
    await s.settle();
    await expect(Promise.all(kept)).resolves.toEqual(["a", "b", "c"]);
    expect(s.turns.size).toEqual({ waiting: 0, clients: 0, remembered: 3 });
  });

  it("remembers at most so many clients' use, forgetting the least recent first", async () => {
    const s = setUp({ maxRemembered: 3 });
    for (const client of ["a", "b", "c", "d", "e"]) {
      void s.take(client);
      await s.settle();
    }
    expect(s.turns.size.remembered).toBe(3);
    // "a" was forgotten (counts as nothing); "e" is remembered: "a" goes first.
    void s.take("e", "e");
    void s.take("a", "a");
    await s.settle();
    expect(s.order.slice(-2)).toEqual(["a", "e"]);
  });

  it("a failing piece of work rejects its caller and the next one still runs", async () => {
    const s = setUp();
    const failing = s.turns.take(() => Promise.reject(new Error("broken")));
    const next = s.take("a");
    await s.settle();
    await expect(failing).rejects.toThrow("broken");
    await expect(next).resolves.toBe("a");
  });

  it("work queued outside any request counts as the server's", async () => {
    const s = setUp();
    const outside = s.turns.take(async () => "outside");
    await s.settle();
    await expect(outside).resolves.toBe("outside");
    expect(s.turns.size.remembered).toBe(1);
  });
});
