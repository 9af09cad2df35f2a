// What other modules use of the vendors: their summaries, as lists and the home page show them.
export { selectVendorSummaries } from "./repository.ts";
