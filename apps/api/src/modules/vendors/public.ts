// What other modules use of the vendors: their summaries (given the products' figures per vendor),
// the names a product card or an order joins, whether a vendor is the marketplace's, and the
// seller's identity its tax invoices carry, and how long each takes to hand an order over.
export {
  selectHandlingDays,
  selectVendorContact,
  selectVendorNames,
  selectVendorSellers,
  selectVendorSummaries,
  type VendorSeller,
  vendorBelongsTo,
  vendorNamesView,
} from "./repository.ts";
