import { loadConfig } from "@souq/api/config";
import { openDatabase } from "@souq/api/db/client";
import { migrate } from "@souq/api/db/migrate";
import { isSeeded, seedDatabase } from "./seed.ts";

// `npm run db:seed`: migrate, then write (or refresh) the demo data; safe to run again.
// With --if-empty (used by `npm start`) it seeds only a database that has no data yet.
const ifEmpty = process.argv.includes("--if-empty");
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrate(database);
  console.info("Migrations applied.");
  if (ifEmpty && (await isSeeded(database.db))) {
    console.info("The database already has data; keeping it.");
  } else {
    const started = Date.now();
    await seedDatabase(database.db, {
      mediaDir: config.mediaDir,
      log: (line) => console.info(line),
    });
    console.info(`Demo data written in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await database.close();
}
