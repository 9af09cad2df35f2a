import { mkdir } from "node:fs/promises";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { FairTurns } from "./fair-turns.ts";
import { type QueryListener, QueryTiming } from "./query-timing.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The one database type the code sees, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs raw SQL statements (used by migrations and test resets). */
  exec(sql: string): Promise<void>;
  /** Runs `work` while holding a cluster-wide lock, so that concurrent starts take turns. */
  withExclusiveLock<T>(lockId: number, work: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole database as one archive (tests start every file from one). */
  dump?(): Promise<Blob>;
  /** PGlite only: a gzipped archive taken between transactions, after a checkpoint (a backup). */
  backup?(): Promise<Blob>;
  /** Tells `listener` how long each statement took (the query-duration metric); returns its removal. */
  watchQueries(listener: QueryListener): () => void;
  /**
   * PGlite only: runs `work` with the database calls made from it queued as `client`'s (its
   * address), so that clients take turns at the one-at-a-time embedded database (ADR 40).
   */
  asClient?<T>(client: string, work: () => T): T;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string; maxConnections?: number }
  /** `loadDataDir`: fill a new folder from a backup archive (`npm run db:restore`). */
  | { kind: "pglite"; dataDir: string; loadDataDir?: Blob }
  /** An in-memory database started from a dump (tests start each file from a migrated, seeded one). */
  | { kind: "pglite-dump"; dump: Blob | File };

/** Extensions the migrations create (search uses pg_trgm); PGlite must load them at every open. */
const extensions = { pg_trgm };

/**
 * The embedded database's buffer cache (ADR 61). PGlite keeps PostgreSQL's default of 128 MB inside
 * the API's process, where it stays resident once touched; the demo database is about 65 MB on
 * disk, and a page not in the cache is one read from the machine's file cache. 16 MB answered the
 * listing benchmark as fast and left the API 150 MB smaller.
 */
const embeddedSharedBuffers = "16MB";

/** PGlite's own start parameters, with the buffer cache above (they replace its defaults whole). */
const embeddedStartParams = [
  ...PGlite.defaultStartParams,
  "-c",
  `shared_buffers=${embeddedSharedBuffers}`,
];

const drizzleOptions = { schema, casing: "snake_case" } as const;

/**
 * The embedded database's turns (ADR 40): work one client may have waiting (a request makes its
 * calls one after another, so this is about that many requests at once) and in all; how fast a
 * client's use is forgiven; how many clients' use is remembered.
 */
export const embeddedTurns = {
  maxWaitingPerClient: 256,
  maxWaiting: 4_000,
  halfLifeMs: 2_000,
  maxRemembered: 10_000,
} as const;

/**
 * The PGlite client as drizzle sees it, with every statement and transaction taking its turn:
 * PGlite runs one at a time on this thread anyway, but in order of arrival, so one client's flood
 * would delay everyone; the turns go round the clients instead.
 */
function takingTurns(client: PGlite, turns: FairTurns): PGlite {
  const turnTaking = {
    query: (...args: Parameters<PGlite["query"]>) => turns.take(() => client.query(...args)),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
      turns.take(() => client.transaction(work)),
  };
  return turnTaking as unknown as PGlite;
}

/** Opens PostgreSQL through a pool, or the embedded PGlite stored in a folder (or in memory from a dump). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10 });
    pool.on("error", (error) => console.error("PostgreSQL pool error:", error.message));
    // Each connection the pool opens: the pool's own query and transactions run on them.
    const timing = new QueryTiming("postgres");
    pool.on("connect", (connection) => timing.wrap(connection, "query"));
    await pool.query("select 1");
    return {
      db: drizzlePostgres({ client: pool, ...drizzleOptions }) as unknown as Database,
      kind: "postgres",
      exec: async (sql) => {
        await pool.query(sql);
      },
      withExclusiveLock: async (lockId, work) => {
        const connection = await pool.connect();
        try {
          await connection.query("select pg_advisory_lock($1)", [lockId]);
          try {
            return await work();
          } finally {
            await connection.query("select pg_advisory_unlock($1)", [lockId]);
          }
        } finally {
          connection.release();
        }
      },
      watchQueries: (listener) => timing.watch(listener),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (target.kind === "pglite-dump") {
    client = await PGlite.create({
      loadDataDir: target.dump,
      extensions,
      startParams: embeddedStartParams,
    });
  } else {
    if (!target.dataDir.startsWith("memory://")) await mkdir(target.dataDir, { recursive: true });
    client = await PGlite.create({
      dataDir: target.dataDir,
      extensions,
      startParams: embeddedStartParams,
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
  }
  const timing = new QueryTiming("pglite");
  timing.wrap(client, "query");
  timing.wrap(client, "exec");
  // A transaction's statements run on the object it hands its callback.
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx) => {
      timing.wrap(tx, "query");
      timing.wrap(tx, "exec");
      return work(tx);
    });
  const turns = new FairTurns(embeddedTurns);
  return {
    db: drizzlePglite({
      client: takingTurns(client, turns),
      ...drizzleOptions,
    }) as unknown as Database,
    kind: "pglite",
    exec: async (sql) => {
      await turns.take(() => client.exec(sql));
    },
    // One process owns an embedded database, so there is nobody to take turns with.
    withExclusiveLock: (_lockId, work) => work(),
    dump: () => client.dumpDataDir("none"),
    // Holding a transaction keeps every other one out, so the copy never splits one in two.
    backup: () =>
      turns.take(() =>
        client.transaction(async (tx) => {
          await tx.exec("checkpoint");
          return client.dumpDataDir("gzip");
        }),
      ),
    watchQueries: (listener) => timing.watch(listener),
    asClient: (key, work) => turns.asClient(key, work),
    close: () => client.close(),
  };
}
