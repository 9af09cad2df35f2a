import type { FastifyInstance } from "fastify";

/**
 * Runs `job` every `everyMs` while the app is up: never two runs of it at once (a slow run makes
 * the next tick skip), a failure logged and the next tick tried again, the timer keeping no
 * process alive and stopped when the app closes.
 */
export function runPeriodically(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  job: () => Promise<unknown>,
): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job()
      .catch((error: unknown) => app.log.error({ err: error, job: name }, `the ${name} failed`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
