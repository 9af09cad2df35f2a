import type { Endpoint } from "../endpoint.ts";
import { addressEndpoints } from "./addresses.ts";
import { authEndpoints } from "./auth.ts";
import { blogEndpoints } from "./blog.ts";
import { cartEndpoints } from "./cart.ts";
import { catalogEndpoints } from "./catalog.ts";
import { contactEndpoints } from "./contact.ts";
import { deliveryEndpoints } from "./delivery.ts";
import { invoiceEndpoints } from "./invoices.ts";
import { newsletterEndpoints } from "./newsletter.ts";
import { orderEndpoints } from "./orders.ts";
import { paymentEndpoints } from "./payments.ts";
import { productEndpoints } from "./products.ts";
import { reviewEndpoints } from "./reviews.ts";
import { systemEndpoints } from "./system.ts";
import { vendorDeskEndpoints } from "./vendor-desk.ts";
import { vendorMessageEndpoints } from "./vendor-messages.ts";
import { vendorEndpoints } from "./vendors.ts";
import { wishlistEndpoints } from "./wishlist.ts";

/** Every call the API serves, for checks that the server and the contract name the same calls. */
export const endpointTable: readonly Endpoint[] = [
  addressEndpoints,
  authEndpoints,
  cartEndpoints,
  catalogEndpoints,
  contactEndpoints,
  deliveryEndpoints,
  newsletterEndpoints,
  orderEndpoints,
  paymentEndpoints,
  invoiceEndpoints,
  productEndpoints,
  reviewEndpoints,
  systemEndpoints,
  vendorEndpoints,
  wishlistEndpoints,
  vendorMessageEndpoints,
  vendorDeskEndpoints,
  blogEndpoints,
].flatMap((group) => Object.values(group));
