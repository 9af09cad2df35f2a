import type { FastifyInstance } from "fastify";

/**
 * Runs `job` every `everyMs` while the app is up: never two runs of it at once (a slow run makes
 * the next tick skip), a failure logged and the next tick tried again, the timer keeping no
 * process alive, stopped when the app closes and a run under way finished first (so a job that
 * deletes files and rows does both before the database closes).
 */
export function runPeriodically(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  job: () => Promise<unknown>,
): void {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = job()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error, job: name }, `the ${name} failed`))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
