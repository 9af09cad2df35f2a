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
  pageLiteral("apps/web/src/lib/routing/pages.ts", '"/pages/orders"', null),
  pageLiteral("apps/web/src/features/orders/w.test.ts", '"/pages/orders"', null),
];

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
    if (
      diagnostic.category !== "lint/style/noRestrictedImports" &&
      diagnostic.category !== "plugin"
    )
      continue;
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
