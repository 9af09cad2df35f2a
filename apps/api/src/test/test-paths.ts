import { join } from "node:path";
import { apiRoot } from "../db/api-root.ts";

/** Test caches live in the repository's ignored .cache folder; pictures are shared between runs. */
export const testCacheDir = join(apiRoot(), "..", "..", ".cache", "api-tests");
export const testMediaDir = join(apiRoot(), "..", "..", ".cache", "media");
