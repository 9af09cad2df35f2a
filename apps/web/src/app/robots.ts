import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { siteUrl } from "@/lib/config/runtime-config.server.ts";
import { crawlRules } from "@/lib/seo/crawl-rules.ts";

// Written per request from SITE_URL, so one build serves any address.
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  return crawlRules(siteUrl());
}
