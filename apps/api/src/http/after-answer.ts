/**
 * Work a request starts but does not wait for: it runs once the answer has gone out, so that how
 * long it takes (or whether there was any) cannot be read from the answer's timing. A failure is
 * logged, never answered: the client has already been told the same thing either way.
 */
export interface AfterAnswer {
  /** Runs the task after the current answer is written. */
  run(task: () => Promise<void>): void;
  /** Resolves once every task started so far, and any they start, has finished. */
  settled(): Promise<void>;
}

export function createAfterAnswer(log: { error(details: object, message: string): void }) {
  const running = new Set<Promise<void>>();
  const afterAnswer: AfterAnswer = {
    run(task) {
      const work: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, "work after the answer failed"))
        .finally(() => running.delete(work));
      running.add(work);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
  return afterAnswer;
}
