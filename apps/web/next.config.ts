import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const config: NextConfig = {
  poweredByHeader: false,
  // A second build beside the usual one (two end-to-end runs on one machine) sets NEXT_DIST_DIR.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // The stylesheet is small (utility classes); inlined, it no longer blocks the first paint.
  experimental: { inlineCss: true },
  reactStrictMode: true,
  // Addresses of the API and the company are read when the server starts (src/lib/config), never here.
  async headers() {
    return [
      {
        source: "/fonts/:file*",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
    ];
  },
};

export default withNextIntl(config);
