import type { RedisClientType } from "redis";

export interface Logger {
  warn(message: string): void;
  info(message: string): void;
}

export interface RedisConnection {
  readonly address: string;
  call<T, F>(
    run: (client: RedisClientType, binaryClient: RedisClientType) => Promise<T>,
    fallback: F,
  ): Promise<T | F>;
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

export const redisCallTimeoutMs: number;

export function retryDelayMs(attempts: number): number;

export function memoryPolicyProblem(settings: {
  maxmemory?: string;
  policy?: string;
}): string | undefined;

export function connectRedis(options: {
  url: string;
  log?: Logger;
  timeoutMs?: number;
  loadClient?: () => Promise<unknown>;
}): RedisConnection;
