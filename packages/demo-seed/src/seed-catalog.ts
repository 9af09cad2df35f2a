import type { Database } from "@souq/api/db/client";
import {
  categories,
  companies,
  productPictures,
  products,
  productVariants,
  vendors,
} from "@souq/api/db/schema";
import { storeSvgPicture } from "@souq/api/media/store-picture";
import { minPriceOf } from "@souq/api/modules/pricing/public";
import { refreshSearchDocuments } from "@souq/api/modules/products/public";
import { and, eq, notInArray, sql } from "drizzle-orm";
import { drawCategorySvg } from "./art/draw-category.ts";
import { drawProductSvg } from "./art/draw-product.ts";
import { drawVendorLogoSvg } from "./art/draw-vendor-logo.ts";
import type { SeedCatalog, SeedProduct } from "./catalog/types.ts";
import { planVariants } from "./variant-plan.ts";

const dayMs = 86_400_000;
const categoryTints = ["#2f6f5e", "#b5523b", "#3d5a98", "#8a5a9e", "#c28a2c", "#4f7f3a"];

/** A seeded vendor's mailbox: on a reserved domain, so nothing ever reaches a real person. */
export const vendorEmailOf = (slug: string) => `${slug}@vendors.souq.example`;

/** Writes (or refreshes) one marketplace's catalog; running it again changes nothing new. */
export async function seedCatalog(
  db: Database,
  catalog: SeedCatalog,
  options: { mediaDir: string; now: Date },
): Promise<number> {
  const pictures = await renderCatalogPictures(catalog, options.mediaDir);
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        slug: catalog.company.slug,
        nameEn: catalog.company.name.en,
        nameAr: catalog.company.name.ar,
        vatNumber: catalog.company.vatNumber,
      })
      .onConflictDoUpdate({
        target: companies.slug,
        set: {
          nameEn: catalog.company.name.en,
          nameAr: catalog.company.name.ar,
          vatNumber: catalog.company.vatNumber,
        },
      })
      .returning({ id: companies.id });
    if (!company) throw new Error(`Could not write company ${catalog.company.slug}`);
    const companyId = company.id;

    const vendorIds = new Map<string, number>();
    for (const vendor of catalog.vendors) {
      const values = {
        companyId,
        slug: vendor.slug,
        nameEn: vendor.name.en,
        nameAr: vendor.name.ar,
        descriptionEn: vendor.description.en,
        descriptionAr: vendor.description.ar,
        cityEn: vendor.city.en,
        cityAr: vendor.city.ar,
        colour: vendor.colour,
        logoKey: pictures.vendors.get(vendor.slug) ?? null,
        // Shoppers' messages to the vendor are mailed here (a domain that never receives mail).
        email: vendorEmailOf(vendor.slug),
        // Its tax invoices carry this number (made up, in the registration numbers' shape).
        vatNumber: vendor.vatNumber,
        // Delivery dates count from the day it hands an order to the courier.
        handlingDays: vendor.handlingDays ?? 1,
        // A vendor's start on the marketplace, at 9 in the morning in Riyadh.
        createdAt: new Date(`${vendor.sellingSince}T09:00:00+03:00`),
      };
      const [row] = await tx
        .insert(vendors)
        .values(values)
        .onConflictDoUpdate({ target: [vendors.companyId, vendors.slug], set: values })
        .returning({ id: vendors.id });
      if (row) vendorIds.set(vendor.slug, row.id);
    }

    const categoryIds = new Map<string, number>();
    // Parents first, so that children can point at them.
    const ordered = [...catalog.categories].sort((a, b) => Number(!!a.parent) - Number(!!b.parent));
    for (const [position, category] of ordered.entries()) {
      const values = {
        companyId,
        parentId: category.parent ? (categoryIds.get(category.parent) ?? null) : null,
        slug: category.slug,
        nameEn: category.name.en,
        nameAr: category.name.ar,
        imageKey: pictures.categories.get(category.slug) ?? null,
        position,
      };
      const [row] = await tx
        .insert(categories)
        .values(values)
        .onConflictDoUpdate({ target: [categories.companyId, categories.slug], set: values })
        .returning({ id: categories.id });
      if (row) categoryIds.set(category.slug, row.id);
    }

    for (const product of catalog.products) {
      const vendorId = vendorIds.get(product.vendor);
      const categoryId = categoryIds.get(product.category);
      if (!vendorId || !categoryId)
        throw new Error(`Product ${product.slug} has no vendor or category`);
      const variants = planVariants(product);
      const stock = variants.length ? variants.reduce((sum, v) => sum + v.stock, 0) : product.stock;
      const values = {
        companyId,
        vendorId,
        categoryId,
        slug: product.slug,
        nameEn: product.name.en,
        nameAr: product.name.ar,
        descriptionEn: product.description.en,
        descriptionAr: product.description.ar,
        price: product.price,
        salePrice: product.salePrice ?? null,
        minPrice: minPriceOf(
          product.price,
          product.salePrice,
          variants.map((variant) => variant.price),
        ),
        stock,
        // rating and rating_count follow from the review rows (seed-reviews.ts).
        salesCount: product.salesCount,
        labels: product.labels,
        dealEndsAt:
          product.dealEndsInDays === undefined
            ? null
            : new Date(options.now.getTime() + product.dealEndsInDays * dayMs),
        specs: product.specs ?? [],
        createdAt: new Date(options.now.getTime() - product.listedDaysAgo * dayMs),
        updatedAt: options.now,
      };
      const [row] = await tx
        .insert(products)
        .values(values)
        .onConflictDoUpdate({ target: [products.companyId, products.slug], set: values })
        .returning({ id: products.id });
      if (!row) throw new Error(`Could not write product ${product.slug}`);
      await writeVariants(tx, row.id, variants);
      await writePictures(tx, row.id, pictures.products.get(product.slug) ?? []);
    }
    // Names, categories, vendors and colours are all written: index them for search.
    await refreshSearchDocuments(tx, { companyId });
    return companyId;
  });
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function writeVariants(
  tx: Transaction,
  productId: number,
  planned: ReturnType<typeof planVariants>,
) {
  for (const variant of planned) {
    const values = {
      productId,
      position: variant.position,
      colourEn: variant.colour?.en ?? null,
      colourAr: variant.colour?.ar ?? null,
      colourHex: variant.colour?.hex ?? null,
      sizeEn: variant.size?.en ?? null,
      sizeAr: variant.size?.ar ?? null,
      sizeKind: variant.size?.kind ?? null,
      price: variant.price,
      salePrice: variant.salePrice,
      stock: variant.stock,
    };
    await tx
      .insert(productVariants)
      .values(values)
      .onConflictDoUpdate({
        target: [productVariants.productId, productVariants.position],
        set: values,
      });
  }
  await tx.delete(productVariants).where(
    and(
      eq(productVariants.productId, productId),
      planned.length
        ? notInArray(
            productVariants.position,
            planned.map((v) => v.position),
          )
        : sql`true`,
    ),
  );
}

async function writePictures(
  tx: Transaction,
  productId: number,
  planned: Array<{ key: string; colourHex: string | null }>,
) {
  for (const [position, picture] of planned.entries()) {
    const values = { productId, position, mediaKey: picture.key, colourHex: picture.colourHex };
    await tx
      .insert(productPictures)
      .values(values)
      .onConflictDoUpdate({
        target: [productPictures.productId, productPictures.position],
        set: values,
      });
  }
  const keep = planned.map((_, position) => position);
  await tx
    .delete(productPictures)
    .where(
      and(
        eq(productPictures.productId, productId),
        keep.length ? notInArray(productPictures.position, keep) : sql`true`,
      ),
    );
}

/** Three views of the product's main colour, then the front view of every other colour. */
function plannedProductPictures(product: SeedProduct) {
  const colours = product.colours?.length ? product.colours.map((c) => c.hex) : [product.tint];
  const [main = product.tint, ...others] = colours;
  const mainHex = product.colours?.length ? main : null;
  return [
    ...([0, 1, 2] as const).map((view) => ({ tint: main, view, colourHex: mainHex })),
    ...others.map((hex) => ({ tint: hex, view: 0 as const, colourHex: hex })),
  ];
}

async function renderCatalogPictures(catalog: SeedCatalog, mediaDir: string) {
  const jobs: Array<() => Promise<void>> = [];
  const productsOut = new Map<string, Array<{ key: string; colourHex: string | null }>>();
  const vendorsOut = new Map<string, string>();
  const categoriesOut = new Map<string, string>();
  for (const product of catalog.products) {
    const planned = plannedProductPictures(product);
    const slots: Array<{ key: string; colourHex: string | null }> = planned.map((p) => ({
      key: "",
      colourHex: p.colourHex,
    }));
    productsOut.set(product.slug, slots);
    planned.forEach((picture, index) => {
      jobs.push(async () => {
        const slot = slots[index];
        if (slot)
          slot.key = await storeSvgPicture(
            mediaDir,
            drawProductSvg(product.art, picture.tint, picture.view),
          );
      });
    });
  }
  for (const vendor of catalog.vendors) {
    jobs.push(async () => {
      vendorsOut.set(
        vendor.slug,
        await storeSvgPicture(
          mediaDir,
          drawVendorLogoSvg(initialsOf(vendor.name.en), vendor.colour),
        ),
      );
    });
  }
  catalog.categories.forEach((category, index) => {
    const tint = categoryTints[index % categoryTints.length] ?? "#2f6f5e";
    jobs.push(async () => {
      categoriesOut.set(
        category.slug,
        await storeSvgPicture(mediaDir, drawCategorySvg(category.art, tint)),
      );
    });
  });
  await runWithConcurrency(jobs, 2);
  return { products: productsOut, vendors: vendorsOut, categories: categoriesOut };
}

function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, "")[0] ?? "")
    .filter(Boolean)
    .slice(0, 2)
    .join("")
    .toUpperCase();
  return letters || "S";
}

async function runWithConcurrency(jobs: Array<() => Promise<void>>, limit: number) {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (job) await job();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
}
