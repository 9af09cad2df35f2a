// What other modules and the app's wiring use of the companies (marketplaces).
export {
  companyExists,
  companyNamesView,
  selectCompanySlug,
  selectFirstCompanyId,
} from "./repository.ts";
