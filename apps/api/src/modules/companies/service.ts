import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import { companyExists } from "./repository.ts";

/** Fails with 404 for a marketplace that does not exist, so no call runs against nothing. */
export async function requireCompany(db: Database, companyId: number): Promise<void> {
  if (!(await companyExists(db, companyId))) throw new AppError("not_found", "company_not_found");
}
