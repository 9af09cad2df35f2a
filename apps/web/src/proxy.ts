import createMiddleware from "next-intl/middleware";
import { routing } from "./i18n/routing.ts";

export default createMiddleware(routing);

export const config = {
  // Every page, but not Next's own files, API routes or files with an extension.
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
