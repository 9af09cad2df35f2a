// What other parts use of accounts: the session a bearer token opens (for the auth plugin), and
// random tokens stored only as their hash (guest cart tokens are made like bearer tokens).
export { hashSecretToken, newSecretToken } from "./secret-tokens.ts";
export { findSession } from "./service.ts";
