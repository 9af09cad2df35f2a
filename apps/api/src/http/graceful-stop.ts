import type { FastifyInstance } from "fastify";

export interface GracefulStopOptions {
  /** The longest a stop may take before the process gives up on what is still in flight. */
  graceMs?: number;
  /** How long nothing must arrive before the listening socket closes (connections still queued). */
  quietMs?: number;
}

export interface GracefulStop {
  /** True from the stop's first moment: /ready answers 503 so balancers send no more. */
  isStopping(): boolean;
  /** Drains and closes the app; resolves true when everything in flight was answered in time. */
  stop(): Promise<boolean>;
}

/**
 * Watches requests and connections so that a stop answers every request already sent: a client
 * whose connection still waits in the kernel's queue (the event loop was busy) is accepted and
 * answered too, because the socket stays open until nothing has arrived for `quietMs`.
 * Must be called before the app is ready (it adds hooks).
 */
export function watchForGracefulStop(
  app: FastifyInstance,
  { graceMs = 10_000, quietMs = 500 }: GracefulStopOptions = {},
): GracefulStop {
  let stopping = false;
  const inFlight = new Set<string>();
  let lastActivity = Date.now();
  const touch = () => {
    lastActivity = Date.now();
  };
  app.server.on("connection", touch);
  app.addHook("onRequest", async (request) => {
    inFlight.add(request.id);
    touch();
  });
  // A request leaves by its answer or by its client giving up, whichever comes first.
  const settle = async (request: { id: string }) => {
    inFlight.delete(request.id);
    touch();
  };
  app.addHook("onResponse", settle);
  app.addHook("onRequestAbort", settle);
  // While stopping, a keep-alive client is told to open its next connection elsewhere.
  app.addHook("onSend", async (_request, reply) => {
    if (stopping) reply.header("connection", "close");
  });

  const drained = async (deadline: number) => {
    while (Date.now() < deadline) {
      if (inFlight.size === 0 && Date.now() - lastActivity >= quietMs) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  };

  return {
    isStopping: () => stopping,
    stop: async () => {
      stopping = true;
      touch();
      const deadline = Date.now() + graceMs;
      const quiet = await drained(deadline);
      const closed = await Promise.race([
        app.close().then(() => true),
        new Promise<false>((resolve) =>
          setTimeout(() => resolve(false), Math.max(deadline - Date.now(), 0)).unref(),
        ),
      ]);
      return quiet && closed;
    },
  };
}
