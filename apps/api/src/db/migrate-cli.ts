import { loadConfig } from "../config.ts";
import { openDatabase } from "./client.ts";
import { migrate } from "./migrate.ts";

// `npm run db:migrate`: apply the committed migrations and stop.
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrate(database);
  console.info("Migrations applied.");
} finally {
  await database.close();
}
