// Every table, gathered from the modules that own them, for drizzle-kit and the database client.
// Each module's repository reads and writes only its own tables.ts (ADR 31).

export * from "../modules/addresses/tables.ts";
export * from "../modules/auth/tables.ts";
export * from "../modules/blog/tables.ts";
export * from "../modules/cart/tables.ts";
export * from "../modules/catalog/tables.ts";
export * from "../modules/companies/tables.ts";
export * from "../modules/contact/tables.ts";
export * from "../modules/invoices/tables.ts";
export * from "../modules/newsletter/tables.ts";
export * from "../modules/orders/tables.ts";
export * from "../modules/payments/tables.ts";
export * from "../modules/products/tables.ts";
export * from "../modules/rate-limits/tables.ts";
export * from "../modules/reviews/tables.ts";
export * from "../modules/vendor-desk/tables.ts";
export * from "../modules/vendor-messages/tables.ts";
export * from "../modules/vendors/tables.ts";
export * from "../modules/wishlist/tables.ts";
export type { StoredText } from "./columns.ts";
