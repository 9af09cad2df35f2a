// What the app's wiring uses of accounts: the session a bearer token opens, for the auth plugin.
export { findSession } from "./service.ts";
