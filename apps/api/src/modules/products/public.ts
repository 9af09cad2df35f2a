// What the seed and the server's start use of products: rewriting the search columns after names change.
export { refreshSearchDocuments } from "./search-document.ts";
