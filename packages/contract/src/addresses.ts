import { z } from "zod";
import { idParam } from "./params.ts";

/** One delivery address of the signed-in shopper in one marketplace. */
export const address = z
  .object({
    id: z.number().int(),
    phone: z.string(),
    address: z.string(),
    city_name: z.string(),
    country_name: z.string(),
    zip_code: z.string(),
    state: z.string(),
    is_default: z.boolean(),
  })
  .meta({ id: "Address" });
export type Address = z.infer<typeof address>;

/** GET /{company}/api/marketplace/addresses: the shopper's addresses, the default one first. */
export const addressListResponse = z.object({ data: z.array(address) }).meta({ id: "AddressList" });
export type AddressListResponse = z.infer<typeof addressListResponse>;

/**
 * POST addresses and POST addresses/{id}?_method=put (form data or JSON). The phone rule
 * (Saudi and Gulf numbers) is part of this schema, so the storefront's form and the API refuse
 * the same input.
 */
export const addressRequest = z.object({
  phone: z.string().trim().min(1).max(20),
  address: z.string().trim().min(1).max(200),
  city_name: z.string().trim().min(1).max(80),
  country_name: z.string().trim().min(1).max(80),
  zip_code: z.string().trim().max(10),
  state: z.string().trim().max(80),
});
export type AddressRequest = z.infer<typeof addressRequest>;

/** The answer of each address change: the spec's message plus the address it made or changed. */
export const addressChangeResponse = z
  .object({ message: z.string(), data: address.optional() })
  .meta({ id: "AddressChange" });
export type AddressChangeResponse = z.infer<typeof addressChangeResponse>;

/** `/{company}/…/addresses/{id}` and `address-set-default/{id}`: one of the shopper's own addresses. */
export const addressParams = z.object({
  company: idParam.describe("The marketplace (company) id"),
  id: idParam.describe("The address id"),
});
