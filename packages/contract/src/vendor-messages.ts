import { z } from "zod";
import { pageMeta, pageQuery } from "./catalog.ts";
import { vendorMessageMaxLength, vendorMessageMinLength } from "./message-rules.ts";
import { idParam, recordId } from "./params.ts";

export { vendorMessageMaxLength, vendorMessageMinLength };

/** Who wrote a message of a thread: the shopper, or the vendor (through the marketplace). */
export const vendorMessageSenders = ["shopper", "vendor"] as const;
export const vendorMessageSender = z.enum(vendorMessageSenders);
export type VendorMessageSender = z.infer<typeof vendorMessageSender>;

const blankAsAbsent = (value: unknown) => (value === "" || value === null ? undefined : value);

const messageText = z
  .string()
  .trim()
  .min(vendorMessageMinLength)
  .max(vendorMessageMaxLength)
  .describe(
    `Plain text, ${vendorMessageMinLength} to ${vendorMessageMaxLength} characters after trimming`,
  );

/** POST vendor-messages (form data or JSON): a message to one of this marketplace's vendors. */
export const createVendorMessageRequest = z
  .object({
    vendor_id: recordId.describe("The vendor the message is for"),
    product_id: z
      .preprocess(blankAsAbsent, recordId.optional())
      .describe("The vendor's product the message is about; absent for the vendor in general"),
    message: messageText,
  })
  .meta({ id: "CreateVendorMessageRequest" });
export type CreateVendorMessageRequest = z.infer<typeof createVendorMessageRequest>;

export const vendorMessage = z
  .object({
    id: z.number().int(),
    sender: vendorMessageSender,
    /** Plain text as written; clients show it as text, never as markup. */
    body: z.string(),
    created_at: z.string().datetime(),
  })
  .meta({ id: "VendorMessage" });
export type VendorMessage = z.infer<typeof vendorMessage>;

const threadHeader = {
  id: z.number().int(),
  vendor: z.object({ id: z.number().int(), name: z.string() }),
  /** The product the thread is about, in the request's language; null for the vendor in general. */
  product: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  message_count: z.number().int().positive(),
  created_at: z.string().datetime(),
  /** When the newest message was written. */
  updated_at: z.string().datetime(),
};

/** A thread as the shopper's list shows it: with its newest message. */
export const vendorThreadSummary = z
  .object({ ...threadHeader, last_message: vendorMessage })
  .meta({ id: "VendorThreadSummary" });
export type VendorThreadSummary = z.infer<typeof vendorThreadSummary>;

/** A thread with its messages, oldest first (the newest 100 when there are more). */
export const vendorThread = z
  .object({ ...threadHeader, messages: z.array(vendorMessage) })
  .meta({ id: "VendorThread" });
export type VendorThread = z.infer<typeof vendorThread>;

export const vendorThreadListQuery = z.object({
  page: z.preprocess(blankAsAbsent, pageQuery.page),
});

export const vendorThreadListResponse = z
  .object({ data: z.array(vendorThreadSummary), meta: pageMeta })
  .meta({ id: "VendorThreadListResponse" });
export type VendorThreadListResponse = z.infer<typeof vendorThreadListResponse>;

export const vendorThreadResponse = z
  .object({ data: vendorThread })
  .meta({ id: "VendorThreadResponse" });

export const createVendorMessageResponse = z
  .object({ message: z.string(), data: vendorThread })
  .meta({ id: "CreateVendorMessageResponse" });
export type CreateVendorMessageResponse = z.infer<typeof createVendorMessageResponse>;

export const vendorThreadParams = z.object({
  company: idParam.describe("The marketplace (company) id"),
  id: idParam.describe("The thread id"),
});

/** POST /api/dev/vendor-messages/reply (development and end-to-end tests): the operator's reply. */
export const vendorReplyRequest = z.object({
  thread: recordId.describe("The thread to answer"),
  message: messageText,
});

export const vendorReplyResponse = z.object({
  data: z.object({
    thread: z.number().int(),
    message_id: z.number().int(),
    message_count: z.number().int().positive(),
  }),
});
