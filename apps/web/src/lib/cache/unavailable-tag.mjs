// The tag of a cached function's answer that says "not available right now" (the API down): the
// "use cache" handler never keeps such an answer, so an older one stays to be served and the next
// read asks the API again (src/lib/api/catalog-cache.server.ts, readCatalogOrUnavailable).
export const unavailableTag = "catalog-unavailable";
