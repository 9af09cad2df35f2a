import "server-only";
import { runtimeConfig } from "./runtime-config.server.ts";

/** Stops the server at start, naming the setting, rather than failing on the first page view. */
export function checkConfigurationAtStart(): void {
  try {
    runtimeConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
