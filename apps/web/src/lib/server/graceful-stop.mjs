// The storefront server's stop: every request already sent is answered (connections still queued
// while the event loop was busy included), then the server closes. See ADR 39.

/**
 * Watches `server`'s requests and connections. `stop()` keeps listening until nothing is in flight
 * and nothing has arrived for `quietMs`, then closes; it resolves true when all was answered
 * within `graceMs`.
 */
export function watchForGracefulStop(server, { graceMs = 10_000, quietMs = 500 } = {}) {
  let stopping = false;
  let inFlight = 0;
  let lastActivity = Date.now();
  const touch = () => {
    lastActivity = Date.now();
  };
  server.on("connection", touch);
  server.on("request", (_request, response) => {
    inFlight += 1;
    touch();
    // While stopping, a keep-alive client opens its next connection elsewhere.
    if (stopping) response.shouldKeepAlive = false;
    response.once("close", () => {
      inFlight -= 1;
      touch();
    });
  });

  const settled = (deadline) =>
    new Promise((resolve) => {
      const check = () => {
        if (inFlight <= 0 && Date.now() - lastActivity >= quietMs) resolve(true);
        else if (Date.now() >= deadline) resolve(false);
        else setTimeout(check, 50);
      };
      check();
    });

  return {
    isStopping: () => stopping,
    async stop() {
      stopping = true;
      touch();
      const deadline = Date.now() + graceMs;
      const quiet = await settled(deadline);
      const closed = await new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), Math.max(deadline - Date.now(), 0));
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      return quiet && closed;
    },
  };
}
