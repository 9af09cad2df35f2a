// What other modules and the app's wiring use of the companies (marketplaces).
export {
  companyExists,
  companyNamesView,
  selectCompanySeller,
  selectCompanySlug,
  selectFirstCompanyId,
} from "./repository.ts";
