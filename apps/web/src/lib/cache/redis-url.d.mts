export function readRedisUrl(env?: Record<string, string | undefined>): string | undefined;

export function describeRedisAddress(url: string): string;
