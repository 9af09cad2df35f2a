import { z } from "zod";

/** A record id in a path: a positive whole number written in ASCII digits. */
export const idParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, "must be a positive whole number")
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));

/** The company (marketplace) prefix of every marketplace call. */
export const companyParams = z.object({
  company: idParam.describe("The marketplace (company) id"),
});
