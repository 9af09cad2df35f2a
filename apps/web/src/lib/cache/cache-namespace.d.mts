/** Key prefixes in a shared store: entries of one build, tag revalidations of every build. */
export interface CacheNamespace {
  entries: string;
  tags: string;
}

export function readBuildId(env?: Record<string, string | undefined>): string;

export function cacheNamespace(options?: {
  env?: Record<string, string | undefined>;
  buildId?: string;
}): CacheNamespace;
