import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The storefront's "@/…" imports (apps/web/tsconfig.json) resolve the same way in its unit tests.
const storefrontSource = fileURLToPath(new URL("apps/web/src", import.meta.url));

// The demo seed's own API test runs on the API's seeded template database like the API's tests.
const apiTests = ["apps/api/src/**/*.api.test.ts", "packages/demo-seed/src/**/*.api.test.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { "@": storefrontSource } },
        test: {
          name: "unit",
          include: [
            "packages/**/src/**/*.test.ts",
            "apps/**/src/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: [...apiTests, "**/node_modules/**"],
          environment: "node",
        },
      },
      {
        // The storefront's browser components, drawn in jsdom with the real messages; only the
        // edges (the network, Next.js's router) are stood in for.
        resolve: { alias: { "@": storefrontSource } },
        test: {
          name: "components",
          include: ["apps/web/src/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["apps/web/src/test/component-setup.ts"],
          server: { deps: { inline: ["next-intl", "use-intl"] } },
        },
      },
      {
        test: {
          name: "api",
          include: apiTests,
          environment: "node",
          env: { TEST_DB: "pglite" },
          globalSetup: ["apps/api/src/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "api-postgres",
          include: apiTests,
          environment: "node",
          env: { TEST_DB: "postgres" },
          globalSetup: ["apps/api/src/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
