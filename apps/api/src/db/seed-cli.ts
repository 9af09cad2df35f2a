import { loadConfig } from "../config.ts";
import { openDatabase } from "./client.ts";
import { migrate } from "./migrate.ts";
import { seedDatabase } from "./seed/seed.ts";

// `npm run db:seed`: migrate, then write (or refresh) the demo data. Safe to run again.
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrate(database);
  await seedDatabase(database.db, { mediaDir: config.mediaDir, log: (line) => console.info(line) });
  console.info("Seed complete.");
} finally {
  await database.close();
}
