import { z } from "zod";

/** The largest id the database's 32-bit integer columns hold. */
export const maxRecordId = 2_147_483_647;

/** A record id in a path: a positive whole number written in ASCII digits. */
export const idParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, "must be a positive whole number")
  .transform(Number)
  .pipe(z.number().int().positive().max(maxRecordId));

/** A record id in a query or a body (form data arrives as text): a positive 32-bit whole number. */
export const recordId = z.coerce.number().int().positive().max(maxRecordId);

/** The company (marketplace) prefix of every marketplace call. */
export const companyParams = z.object({
  company: idParam.describe("The marketplace (company) id"),
});
