import { notFound } from "next/navigation";
import { parametersOfSegment } from "./page-query.ts";

/**
 * A cached page's query parameters, read from its query segment (never from the request, which
 * would make the page render per request); the not-found page for a segment the proxy never makes.
 */
export async function pageParameters(
  params: Promise<{ query: string }>,
): Promise<Record<string, string | string[] | undefined>> {
  return parametersOfSegment((await params).query) ?? notFound();
}
