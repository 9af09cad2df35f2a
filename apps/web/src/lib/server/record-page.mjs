// Plain JavaScript with no imports: the proxy and server.mjs both read it.

/**
 * The header the proxy puts on the answer of a page rendered per request for one record (an
 * order, its invoice, a conversation, a payment): such a page learns only as it streams that the
 * record is not there, after its status was sent, so the storefront's server holds its document
 * and answers the not-found page instead when it says so (not-found-document.mjs, ADR 51). The
 * server removes the header before the answer leaves.
 */
export const recordPageHeader = "x-souq-record-page";
