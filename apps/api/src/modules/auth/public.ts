// What other parts use of accounts: the session a bearer token opens (for the auth plugin),
// random tokens stored only as their hash (guest cart tokens are made like bearer tokens), the
// account row lock that bounds what a shopper holds, and the account names others may join.
export { accountNamesView, lockAccount, selectUserBrief } from "./repository.ts";
export { hashSecretToken, newSecretToken } from "./secret-tokens.ts";
export { findSession } from "./service.ts";
