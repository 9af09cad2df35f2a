import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, SpanContext } from "@opentelemetry/api";
import type { FinishedRequest } from "./request-log.mjs";

type Trust = (address: string, hop: number) => boolean;

export function exportsTraces(env?: Record<string, string | undefined>): boolean;

export function startTracing(options: {
  serviceName: string;
  env?: Record<string, string | undefined>;
}): Promise<{ exporting: boolean; shutdown(): Promise<void> }>;

export function parseTraceparent(value: unknown): SpanContext | undefined;

export function formatTraceparent(span: SpanContext): string;

export function parentContextOf(request: IncomingMessage, trust: Trust): Context;

export function traceRequests(
  handler: (request: IncomingMessage, response: ServerResponse) => unknown,
  options: { trust: Trust; onDone?: (done: FinishedRequest) => void },
): (request: IncomingMessage, response: ServerResponse) => unknown;

export function traceServer(
  server: import("node:http").Server,
  options: { trust: Trust; onDone?: (done: FinishedRequest) => void },
): void;
