/** Runs once when the server starts. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { checkConfigurationAtStart } = await import("./lib/config/check-at-start.server.ts");
  checkConfigurationAtStart();
}
