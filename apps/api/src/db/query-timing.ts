import { context, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import type { DatabaseKind } from "./client.ts";

/** What a statement does, by its first word: a few values, never the SQL itself. */
export type QueryOperation = "select" | "insert" | "update" | "delete" | "transaction" | "other";

export interface QueryObservation {
  engine: DatabaseKind;
  operation: QueryOperation;
  seconds: number;
}

export type QueryListener = (observation: QueryObservation) => void;

const operations = new Map<string, QueryOperation>([
  ["select", "select"],
  ["insert", "insert"],
  ["update", "update"],
  ["delete", "delete"],
  ["begin", "transaction"],
  ["commit", "transaction"],
  ["rollback", "transaction"],
  ["savepoint", "transaction"],
  ["release", "transaction"],
]);

/** The operation a statement's text starts with. */
export function operationOf(text: unknown): QueryOperation {
  const word = typeof text === "string" ? /^\s*([a-z]+)/i.exec(text)?.[1] : undefined;
  return operations.get(word?.toLowerCase() ?? "") ?? "other";
}

const tracer = trace.getTracer("souq-api");

/**
 * Times every statement a database client runs and tells the listeners (the metrics plugin's
 * histogram); inside a recorded request span it also makes a client span of the statement
 * (ADR 42). The drivers' own `query` functions are wrapped, so Drizzle and raw SQL alike count.
 */
export class QueryTiming {
  private readonly listeners = new Set<QueryListener>();

  constructor(private readonly engine: DatabaseKind) {}

  /** Adds a listener; the returned function removes it. */
  watch(listener: QueryListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts one statement's clock; the returned function stops it and reports it. */
  start(text: unknown): (error?: unknown) => void {
    const operation = operationOf(text);
    const parent = trace.getSpan(context.active());
    const span = parent?.isRecording()
      ? tracer.startSpan(
          operation.toUpperCase(),
          {
            kind: SpanKind.CLIENT,
            attributes: { "db.system.name": "postgresql", "db.operation.name": operation },
          },
          context.active(),
        )
      : undefined;
    const started = performance.now();
    let done = false;
    return (error?: unknown) => {
      if (done) return;
      done = true;
      if (error) span?.setStatus({ code: SpanStatusCode.ERROR });
      span?.end();
      const observation = {
        engine: this.engine,
        operation,
        seconds: (performance.now() - started) / 1000,
      };
      for (const listener of this.listeners) listener(observation);
    };
  }

  /**
   * Replaces `target[method]` (a driver's `query` or `exec`) with one that times each call,
   * whether it answers by a promise or, as `pg`'s pool asks its clients, by a callback.
   */
  wrap<T extends object>(target: T, method: keyof T & string): void {
    const original = target[method] as unknown as (...args: unknown[]) => unknown;
    const timing = this;
    const timed = function (this: unknown, ...args: unknown[]) {
      const first = args[0] as { text?: unknown } | string | undefined;
      const finish = timing.start(typeof first === "string" ? first : first?.text);
      const last = args.at(-1);
      if (typeof last === "function") {
        args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
          finish(error);
          return (last as (...values: unknown[]) => unknown)(error, ...rest);
        };
        return original.apply(this, args);
      }
      let result: unknown;
      try {
        result = original.apply(this, args);
      } catch (error) {
        finish(error);
        throw error;
      }
      if (result instanceof Promise) {
        result.then(
          () => finish(),
          (error: unknown) => finish(error),
        );
      } else finish();
      return result;
    };
    (target as Record<string, unknown>)[method] = timed;
  }
}
