// What other modules use of the vendors: their summaries (given the products' figures per vendor),
// the names a product card or an order joins, and whether a vendor is the marketplace's.
export {
  selectVendorContact,
  selectVendorNames,
  selectVendorSummaries,
  vendorBelongsTo,
  vendorNamesView,
} from "./repository.ts";
