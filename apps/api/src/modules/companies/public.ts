// What other modules and the app's wiring use of the companies (marketplaces).
export { companyExists } from "./repository.ts";
