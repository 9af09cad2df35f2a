// What the operator's command uses of vendor messages: the vendor's reply to a thread.
export { type ReplyResult, replyAsVendor } from "./service.ts";
