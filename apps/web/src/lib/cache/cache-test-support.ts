// For the cache tests only: entries as Next.js hands them to the "use cache" handler.
import { type AddressInfo, createServer, type Socket } from "node:net";
import type { CacheEntry } from "next/dist/server/lib/cache-handlers/types";

/** A clock that stands still until the test moves `clock.time` (ms since the epoch). */
export function testClock(start = Date.now()) {
  const clock = { time: start };
  return { clock, now: () => clock.time };
}

export function streamOfText(text: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
}

/** The text of an entry's value; undefined for a miss. */
export async function textOf(entry: CacheEntry | undefined): Promise<string | undefined> {
  return entry && new Response(entry.value).text();
}

/** A "use cache" entry of the catalog's life (tagged `catalog`), written at `timestamp`. */
export function cachedResult(
  text: string,
  timestamp: number,
  life: Partial<Omit<CacheEntry, "timestamp">> = {},
): Promise<CacheEntry> {
  return Promise.resolve({
    value: streamOfText(text),
    tags: ["catalog"],
    stale: 30,
    revalidate: 60,
    expire: 24 * 60 * 60,
    timestamp,
    ...life,
  });
}

/** One command of the Redis protocol at the start of `buffer` (its name, the bytes after it). */
function takeCommand(buffer: Buffer): { name: string; rest: Buffer } | undefined {
  let offset = 0;
  const line = () => {
    const end = buffer.indexOf("\r\n", offset);
    if (end < 0) return undefined;
    const text = buffer.toString("latin1", offset, end);
    offset = end + 2;
    return text;
  };
  const head = line();
  if (head === undefined) return undefined;
  const parts: string[] = [];
  for (let count = Number(head.slice(1)); parts.length < count; ) {
    const size = line();
    if (size === undefined) return undefined;
    const length = Number(size.slice(1));
    if (buffer.length < offset + length + 2) return undefined;
    parts.push(buffer.toString("latin1", offset, offset + length));
    offset += length + 2;
  }
  return { name: (parts[0] ?? "").toUpperCase(), rest: buffer.subarray(offset) };
}

/**
 * A stand-in Redis that answers every read with nothing, until `stall()` makes it hold its answers
 * (a server that is up but does not answer); `resume()` sends them, in order.
 */
export async function startStallingRedis() {
  let stalled = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    let pending: Buffer = Buffer.alloc(0);
    socket.on("data", (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      for (let command = takeCommand(pending); command; command = takeCommand(pending)) {
        pending = command.rest;
        const answer =
          command.name === "PING" ? "+PONG\r\n" : command.name === "GET" ? "$-1\r\n" : "+OK\r\n";
        const send = () => socket.write(answer);
        if (stalled) held.push(send);
        else send();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
      for (const send of held.splice(0)) send();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
