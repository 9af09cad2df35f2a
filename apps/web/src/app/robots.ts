import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/config/runtime-config.server.ts";
import { crawlRules } from "@/lib/seo/crawl-rules.ts";

// Written per request from SITE_URL, so one build serves any address.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return crawlRules(siteUrl());
}
