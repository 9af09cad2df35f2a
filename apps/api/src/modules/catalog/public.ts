// What other modules use of the catalog's categories: the names a product card joins, and the tree.
export {
  type CategoryNode,
  categoryNamesView,
  selectCategoryNames,
  selectCompanyCategories,
} from "./categories-repository.ts";
