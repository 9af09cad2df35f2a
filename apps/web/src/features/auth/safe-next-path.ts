/** A return address after signing in: only a path on this site, never another site's address. */
export function safeNextPath(value: unknown): string | null {
  if (
    typeof value !== "string" ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    value.includes("\\")
  ) {
    return null;
  }
  if ([...value].some((character) => character.charCodeAt(0) < 32)) return null;
  return value;
}
