// How the API's process is started: shared by `npm start`, the end-to-end suites' API and the
// benchmarks, so that each measures the process an operator runs.

/**
 * The API's heap limit in megabytes (ADR 61). The API holds about 80 MB once started (its routes,
 * schemas, search vocabulary) and at most 32 MB of kept answers; the rest is room for requests.
 * Without a limit V8 on a large machine let the heap grow past 250 MB under load before
 * collecting in earnest.
 */
export const apiHeapMb = 256;

/** The Node.js arguments the API's server runs with, before the script's path. */
export const apiNodeArguments = [`--max-old-space-size=${apiHeapMb}`];
