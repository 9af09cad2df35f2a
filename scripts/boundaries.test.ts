import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const repoRoot = join(import.meta.dirname, "..");
const biome = join(repoRoot, "node_modules/.bin/biome");

const messages = {
  moduleEntry:
    "A module reaches another module only through that module's public.ts, never its other files.",
  genericPlugin:
    "Plugins stay generic and never import a module: app.ts passes what a plugin needs as its options.",
  outsideEntry: "Outside the modules, code reaches a module only through that module's public.ts.",
  appEntry:
    "app.ts registers a module's routes.ts and uses the rest of a module only through its public.ts.",
  repository:
    "API imports flow routes → service → repository: a repository knows neither HTTP nor services.",
  drizzle:
    "Only repositories (repository.ts, *-repository.ts) and tables.ts speak SQL through drizzle-orm; the rest of the API asks a repository (db/, the seed and tests set up the database).",
  ownTables:
    "A module reads and writes only its own tables.ts: another module's rows come through that module's public.ts (ADR 31).",
  foreignKey:
    "A module's tables.ts names another module's tables.ts only for a foreign key; anything else comes through that module's public.ts.",
  publicTables:
    "public.ts never hands out the module's tables: it exports functions, and named subqueries of the columns others may join (ADR 31).",
  routes:
    "API imports flow routes → service → repository: routes reach the database only through a service.",
  importCycle: "This import is part of a cycle.",
  storefrontBase:
    "components, lib and i18n sit below features, the shell and routes: imports flow app → shell → features → components/lib/i18n.",
  // GritQL plugins (lint/*.grit): they hold whatever narrower override a folder has.
  storefrontWithoutApi:
    "The storefront never imports the API: it calls it through the API client in src/lib/api.",
  pageRegistry:
    "A page's address comes from the page registry: use pageHref from src/lib/routing/pages.ts.",
};

/** What the storefront's lint says of a feature importing another feature, the shell or a route. */
const ownFilesOnly = (feature: string) =>
  `A feature imports only its own files (./ or @/features/${feature}/), components, lib and i18n: never another feature, the shell or a route. The shell and the routes compose features.`;

/**
 * One import (or, with `code`, any source) at a repository-relative path, and what the project's
 * lint rules must say of it.
 */
interface Probe {
  file: string;
  from: string;
  code?: string;
  refusedWith: string | null;
}

/** A storefront file holding a page's address as a literal. */
const pageLiteral = (file: string, literal: string, refusedWith: string | null): Probe => ({
  file,
  from: literal,
  code: `export const href = ${literal};\n`,
  refusedWith,
});

const probes: Probe[] = [
  {
    file: "apps/api/src/plugins/a.ts",
    from: "../modules/auth/service.ts",
    refusedWith: messages.genericPlugin,
  },
  {
    file: "apps/api/src/plugins/b.ts",
    from: "../modules/auth/public.ts",
    refusedWith: messages.genericPlugin,
  },
  { file: "apps/api/src/plugins/c.ts", from: "../app-error.ts", refusedWith: null },
  {
    file: "apps/api/src/modules/cart/a.ts",
    from: "../pricing/totals.ts",
    refusedWith: messages.moduleEntry,
  },
  {
    file: "apps/api/src/modules/cart/b.ts",
    from: "../../modules/pricing/totals.ts",
    refusedWith: messages.moduleEntry,
  },
  { file: "apps/api/src/modules/cart/c.ts", from: "../pricing/public.ts", refusedWith: null },
  { file: "apps/api/src/modules/cart/d.ts", from: "./repository.ts", refusedWith: null },
  { file: "apps/api/src/modules/cart/e.ts", from: "../../db/client.ts", refusedWith: null },
  {
    file: "apps/api/src/modules/products/repository.ts",
    from: "../catalog/repository.ts",
    refusedWith: messages.moduleEntry,
  },
  {
    file: "apps/api/src/modules/catalog/repository.ts",
    from: "fastify",
    refusedWith: messages.repository,
  },
  {
    file: "apps/api/src/modules/vendors/repository.ts",
    from: "../catalog/public.ts",
    refusedWith: null,
  },
  {
    file: "packages/demo-seed/src/a.ts",
    from: "@souq/api/modules/pricing/totals",
    refusedWith: messages.outsideEntry,
  },
  {
    file: "packages/demo-seed/src/b.ts",
    from: "@souq/api/modules/pricing/public",
    refusedWith: null,
  },
  {
    file: "apps/api/src/app.ts",
    from: "./modules/auth/service.ts",
    refusedWith: messages.appEntry,
  },
  // The storefront: features by domain, composed by the shell and the routes (ADR 19).
  {
    file: "apps/web/src/features/cart/a.tsx",
    from: "@/features/wishlist/components/wishlist-button.tsx",
    refusedWith: ownFilesOnly("cart"),
  },
  {
    file: "apps/web/src/features/cart/components/b.tsx",
    from: "../../listing/shop-query.ts",
    refusedWith: ownFilesOnly("cart"),
  },
  {
    file: "apps/web/src/features/listing/c.tsx",
    from: "@/shell/site-header.tsx",
    refusedWith: ownFilesOnly("listing"),
  },
  {
    file: "apps/web/src/features/product/d.tsx",
    from: "@/app/[locale]/layout.tsx",
    refusedWith: ownFilesOnly("product"),
  },
  {
    file: "apps/web/src/features/cart/e.tsx",
    from: "@/features/cart/queries.ts",
    refusedWith: null,
  },
  { file: "apps/web/src/features/cart/f.tsx", from: "./components/line.tsx", refusedWith: null },
  {
    file: "apps/web/src/features/listing/g.tsx",
    from: "@/components/catalog/product-card.tsx",
    refusedWith: null,
  },
  {
    file: "apps/web/src/features/orders/j.tsx",
    from: "@/features/cart/components/cart-dropdown.tsx",
    refusedWith: ownFilesOnly("orders"),
  },
  {
    file: "apps/web/src/features/orders/components/k.tsx",
    from: "@/features/orders/order-status.ts",
    refusedWith: null,
  },
  {
    file: "apps/web/src/shell/h.tsx",
    from: "@/features/cart/components/cart-dropdown.tsx",
    refusedWith: null,
  },
  {
    file: "apps/web/src/components/ui/i.tsx",
    from: "@/features/cart/components/cart-dropdown.tsx",
    refusedWith: messages.storefrontBase,
  },
  // The API package stays out of every storefront folder, whatever override the folder has.
  { file: "apps/web/src/app/l.tsx", from: "@souq/api", refusedWith: messages.storefrontWithoutApi },
  {
    file: "apps/web/src/features/cart/m.tsx",
    from: "@souq/api/src/modules/cart/service.ts",
    refusedWith: messages.storefrontWithoutApi,
  },
  {
    file: "apps/web/src/shell/n.tsx",
    from: "../../../api/src/db/schema.ts",
    refusedWith: messages.storefrontWithoutApi,
  },
  {
    file: "apps/web/src/components/ui/o.tsx",
    from: "@souq/api",
    refusedWith: messages.storefrontWithoutApi,
  },
  {
    file: "apps/web/src/lib/api/p.ts",
    from: "../../../../api/src/app.ts",
    refusedWith: messages.storefrontWithoutApi,
  },
  {
    file: "apps/web/src/proxy-probe.ts",
    from: "@souq/api",
    refusedWith: messages.storefrontWithoutApi,
  },
  { file: "apps/web/src/lib/api/q.ts", from: "./client.server.ts", refusedWith: null },
  { file: "apps/web/src/lib/r.ts", from: "@souq/contract", refusedWith: null },
  // A page's address is written once, in the page registry (src/lib/routing/pages.ts).
  pageLiteral("apps/web/src/features/orders/s.tsx", '"/pages/orders"', messages.pageRegistry),
  pageLiteral("apps/web/src/shell/t.tsx", `\`/product/\${1}\``, messages.pageRegistry),
  pageLiteral("apps/web/src/app/u.tsx", "'/shop/checkout?delivery=express'", messages.pageRegistry),
  pageLiteral("apps/web/src/lib/v.ts", '"/api/shopper"', null),
  {
    file: "apps/web/src/features/vendor-desk/components/z.tsx",
    from: "@/features/orders/components/order-timeline.tsx",
    refusedWith: ownFilesOnly("vendor-desk"),
  },
  pageLiteral(
    "apps/web/src/features/vendor-desk/x.tsx",
    '"/vendor/shipments"',
    messages.pageRegistry,
  ),
  pageLiteral("apps/web/src/features/directory/y.tsx", '"/vendors-of-the-month"', null),
  pageLiteral("apps/web/src/lib/routing/pages.ts", '"/pages/orders"', null),
  pageLiteral("apps/web/src/features/orders/w.test.ts", '"/pages/orders"', null),
  // Tables belong to one module (ADR 31): SQL only in repositories, only on the module's own tables.
  { file: "apps/api/src/modules/cart/f.ts", from: "drizzle-orm", refusedWith: messages.drizzle },
  {
    file: "apps/api/src/modules/cart/service.ts",
    from: "drizzle-orm/pg-core",
    refusedWith: messages.drizzle,
  },
  { file: "apps/api/src/http/a.ts", from: "drizzle-orm", refusedWith: messages.drizzle },
  { file: "apps/api/src/plugins/d.ts", from: "drizzle-orm", refusedWith: messages.drizzle },
  { file: "apps/api/src/server.ts", from: "drizzle-orm", refusedWith: messages.drizzle },
  {
    file: "apps/api/src/modules/cart/lines-repository.ts",
    from: "drizzle-orm",
    refusedWith: null,
  },
  { file: "apps/api/src/modules/cart/tables.ts", from: "drizzle-orm/pg-core", refusedWith: null },
  { file: "apps/api/src/modules/cart/g.api.test.ts", from: "drizzle-orm", refusedWith: null },
  { file: "apps/api/src/db/a.ts", from: "drizzle-orm", refusedWith: null },
  {
    file: "apps/api/src/modules/orders/repository.ts",
    from: "../products/tables.ts",
    refusedWith: messages.moduleEntry,
  },
  {
    file: "apps/api/src/modules/orders/stock-repository.ts",
    from: "../../db/schema.ts",
    refusedWith: messages.ownTables,
  },
  { file: "apps/api/src/modules/orders/h.ts", from: "./tables.ts", refusedWith: null },
  {
    file: "apps/api/src/modules/orders/tables.ts",
    from: "../products/tables.ts",
    refusedWith: null,
  },
  {
    file: "apps/api/src/modules/reviews/tables.ts",
    from: "../products/repository.ts",
    refusedWith: messages.foreignKey,
  },
  {
    file: "apps/api/src/modules/reviews/public.ts",
    from: "./tables.ts",
    refusedWith: messages.publicTables,
  },
  { file: "apps/api/src/modules/reviews/h.test.ts", from: "../../db/schema.ts", refusedWith: null },
  // Routes reach repositories only through services.
  {
    file: "apps/api/src/modules/wishlist/routes.ts",
    from: "./repository.ts",
    refusedWith: messages.routes,
  },
  {
    file: "apps/api/src/modules/products/routes.ts",
    from: "./facets-repository.ts",
    refusedWith: messages.routes,
  },
  { file: "apps/api/src/modules/vendors/routes.ts", from: "./service.ts", refusedWith: null },
  // The operator's commands are held to the modules' public entries, like other outside code.
  {
    file: "apps/api/src/operator/a.ts",
    from: "../modules/orders/service.ts",
    refusedWith: messages.outsideEntry,
  },
  { file: "apps/api/src/operator/b.ts", from: "drizzle-orm", refusedWith: messages.drizzle },
  { file: "apps/api/src/operator/c.ts", from: "../modules/orders/public.ts", refusedWith: null },
  // Import cycles are refused in the API, the storefront and the contract.
  { file: "apps/api/src/net/cycle-a.ts", from: "./cycle-b.ts", refusedWith: messages.importCycle },
  { file: "apps/api/src/net/cycle-b.ts", from: "./cycle-a.ts", refusedWith: messages.importCycle },
  { file: "apps/web/src/lib/cycle-a.ts", from: "./cycle-b.ts", refusedWith: messages.importCycle },
  { file: "apps/web/src/lib/cycle-b.ts", from: "./cycle-a.ts", refusedWith: messages.importCycle },
  {
    file: "packages/contract/src/cycle-a.ts",
    from: "./cycle-b.ts",
    refusedWith: messages.importCycle,
  },
  {
    file: "packages/contract/src/cycle-b.ts",
    from: "./cycle-a.ts",
    refusedWith: messages.importCycle,
  },
];

/** The lint rules the probes hold the project to. */
const probedRules = new Set([
  "lint/style/noRestrictedImports",
  "lint/suspicious/noImportCycles",
  "plugin",
]);

let workDir: string;
let found: Map<string, string[]>;

/** Lints every probe in one run of the project's biome, with the project's configuration. */
beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), "souq-boundaries-"));
  const config = JSON.parse(readFileSync(join(repoRoot, "biome.json"), "utf8"));
  // The copy is not a git checkout; everything else stays as the project has it.
  writeFileSync(
    join(workDir, "biome.json"),
    JSON.stringify({ ...config, $schema: undefined, vcs: { enabled: false } }),
  );
  cpSync(join(repoRoot, "lint"), join(workDir, "lint"), { recursive: true });
  for (const probe of probes) {
    mkdirSync(join(workDir, dirname(probe.file)), { recursive: true });
    writeFileSync(
      join(workDir, probe.file),
      probe.code ?? `import { value } from "${probe.from}";\n\nexport const copy = value;\n`,
    );
  }
  const run = spawnSync(biome, ["lint", "--reporter=json", "--max-diagnostics=none", "."], {
    cwd: workDir,
    encoding: "utf8",
  });
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; message: string; location: { path: string } }[];
  };
  found = new Map();
  for (const diagnostic of report.diagnostics) {
    if (!probedRules.has(diagnostic.category)) continue;
    const path = diagnostic.location.path.replaceAll("\\", "/");
    found.set(path, [...(found.get(path) ?? []), diagnostic.message]);
  }
}, 30_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe("the import boundaries of the API and the storefront (biome.json)", () => {
  it.each(probes)("$file importing $from", ({ file, refusedWith }) => {
    expect(found.get(file) ?? []).toEqual(refusedWith ? [refusedWith] : []);
  });
});
