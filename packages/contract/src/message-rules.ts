// Plain values the clients of vendor messages share. No schemas: browser code imports this
// module, so it must not pull in zod.

/** The longest message a shopper (or a vendor's reply) may send, in characters after trimming. */
export const vendorMessageMaxLength = 2000;
/** The shortest: a message of one character says nothing a vendor can answer. */
export const vendorMessageMinLength = 2;
