import { notFound } from "next/navigation";
import { parametersOfSegment } from "@/lib/routing/page-query.ts";

/**
 * The page's own query parameters, put in this segment by the proxy (src/lib/routing/page-query.ts)
 * so that each distinct page is cached as a whole. Nothing is built ahead: every page is made on
 * its first request (a build never reads the API); this one value only lets the build check the
 * routes, and answers not-found.
 */
export function generateStaticParams() {
  return [{ query: "-" }];
}

export default async function QueryLayout({
  children,
  params,
}: LayoutProps<"/[locale]/[frame]/[query]">) {
  if (parametersOfSegment((await params).query) === null) notFound();
  return children;
}
