// What the operator's command uses of vendor messages: the vendor's reply to a thread; what a
// vendor's desk uses: its conversations, read and answered by its staff (ADR 47).
export {
  countAwaitingReply,
  getVendorConversation,
  listVendorConversations,
  type ReplyResult,
  replyAsVendor,
  replyInVendorConversation,
  type VendorDeskMessagesContext,
} from "./service.ts";
