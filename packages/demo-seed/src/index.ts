// What others use of the demo: the API's tests seed their template with it and sign in as its
// shopper and its vendors' staff; the search benchmark grows its catalog from the main marketplace.
export { mainMarketplace } from "./catalog/main-marketplace.ts";
export { isSeeded, type SeedOptions, seedDatabase } from "./seed.ts";
export { reviewerEmail } from "./seed-reviews.ts";
export { demoShopper } from "./seed-shopper.ts";
export {
  type DemoVendorStaff,
  demoVendorStaff,
  vendorStaffPassword,
} from "./seed-vendor-staff.ts";
