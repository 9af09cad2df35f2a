import { pageMetaOf } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import type {
  VendorConversation,
  VendorConversationListResponse,
} from "@souq/contract/vendor-desk";
import {
  type CreateVendorMessageRequest,
  type CreateVendorMessageResponse,
  type VendorMessage,
  type VendorMessageSender,
  type VendorThread,
  type VendorThreadListResponse,
  vendorMessageMaxLength,
  vendorMessageMinLength,
} from "@souq/contract/vendor-messages";
import { AppError, OperatorError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import { translate } from "../../i18n/messages.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { selectUserBrief } from "../auth/public.ts";
import { byAddress, enforceLimits, rateLimits } from "../rate-limits/public.ts";
import {
  countMessages,
  countThreadsAwaitingReply,
  insertMessage,
  insertThread,
  type MessageRow,
  selectAddressee,
  selectLastMessages,
  selectMessages,
  selectOwnThread,
  selectThreadForOperator,
  selectThreadId,
  selectThreadPage,
  selectVendorThread,
  selectVendorThreadPage,
  type ThreadOwner,
  type ThreadRow,
  type VendorDeskThreadRow,
  type VendorThreadScope,
} from "./repository.ts";
import { composeReplyEmail, composeVendorMessageEmail, threadLinkOf } from "./vendor-emails.ts";

export interface VendorMessagesContext extends ThreadOwner {
  db: Database;
  locale: Locale;
}

/** 10 threads a page, like the orders list. */
export const threadsPerPage = 10;
/** A thread shows its newest 100 messages: every answer stays bounded. */
export const messagesPerThread = 100;

/** ASCII control characters other than tab and newline (a pasted \r\n keeps its \n). */
function isUnwantedControl(character: string): boolean {
  const code = character.charCodeAt(0);
  return (code < 0x20 && character !== "\t" && character !== "\n") || code === 0x7f;
}

/**
 * A message as it is stored and shown: what was typed, trimmed, without control characters;
 * null when too little or too much is left. Never HTML-escaped here: clients show it as text.
 */
export function cleanMessageBody(body: string): string | null {
  const clean = Array.from(body)
    .filter((character) => !isUnwantedControl(character))
    .join("")
    .trim();
  return clean.length >= vendorMessageMinLength && clean.length <= vendorMessageMaxLength
    ? clean
    : null;
}

const toMessage = (row: MessageRow): VendorMessage => ({
  id: row.id,
  sender: row.sender as VendorMessageSender,
  body: row.body,
  created_at: row.createdAt.toISOString(),
});

const headerOf = (row: ThreadRow, messageCount: number) => ({
  id: row.id,
  vendor: { id: row.vendorId, name: row.vendorName },
  product:
    row.productId !== null && row.productName !== null
      ? { id: row.productId, name: row.productName }
      : null,
  message_count: messageCount,
  created_at: row.createdAt.toISOString(),
  updated_at: row.lastMessageAt.toISOString(),
});

/** One of the shopper's threads with its newest messages; 404 when it is not theirs. */
export async function getThread(
  context: VendorMessagesContext,
  threadId: number,
): Promise<VendorThread> {
  const { db, locale } = context;
  const row = await selectOwnThread(db, context, threadId, locale);
  if (!row) throw new AppError("not_found", "not_found");
  const [messages, total] = await Promise.all([
    selectMessages(db, threadId, messagesPerThread),
    countMessages(db, threadId),
  ]);
  return { ...headerOf(row, total), messages: messages.map(toMessage) };
}

/** One page of the shopper's threads; a page past the last is empty and says where the last is. */
export async function listThreads(
  context: VendorMessagesContext,
  page: number,
): Promise<VendorThreadListResponse> {
  const { db, locale } = context;
  const { total, rows } = await selectThreadPage(db, context, locale, {
    limit: threadsPerPage,
    offset: (page - 1) * threadsPerPage,
  });
  const lasts = await selectLastMessages(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.flatMap((row) => {
      const last = lasts.get(row.id);
      // A thread is written with its first message in one transaction: it always has one.
      return last ? [{ ...headerOf(row, last.count), last_message: toMessage(last.last) }] : [];
    }),
    meta: pageMetaOf(page, threadsPerPage, total),
  };
}

export interface SendContext extends VendorMessagesContext {
  ip: string;
  mailer: Mailer;
  storefrontUrl: string;
}

/**
 * Sends a vendor of this marketplace the shopper's message, about one of the vendor's products or
 * about the vendor in general: it joins the shopper's thread with them on that subject (a new one
 * the first time) and is mailed to the vendor after the commit.
 */
export async function sendVendorMessage(
  context: SendContext,
  request: CreateVendorMessageRequest,
): Promise<CreateVendorMessageResponse> {
  const { db, locale } = context;
  const productId = request.product_id ?? null;
  const addressee = await selectAddressee(db, context.companyId, request.vendor_id, productId);
  if (!addressee) {
    throw new AppError("not_found", productId === null ? "vendor_not_found" : "product_not_found");
  }
  const body = cleanMessageBody(request.message);
  if (body === null) throw AppError.fields({ message: "field_invalid" });
  // Each message is mailed: one account or one address must not be able to flood a vendor.
  await enforceLimits(
    db,
    [
      { limit: rateLimits.vendorMessageAccount, value: String(context.userId) },
      byAddress(rateLimits.vendorMessageAddress, context.ip),
    ],
    new Date(),
  );
  const at = new Date();
  const threadId = await db.transaction(async (tx) => {
    const subject = { vendorId: addressee.vendor.id, productId };
    const id =
      (await selectThreadId(tx, context, subject.vendorId, subject.productId)) ??
      (await insertThread(tx, { ...context, ...subject, at }));
    await insertMessage(tx, { threadId: id, sender: "shopper", body, at });
    return id;
  });
  const thread = await getThread(context, threadId);
  const { vendor, product } = addressee;
  if (vendor.email) {
    await context.mailer.send(
      composeVendorMessageEmail({
        to: vendor.email,
        threadId,
        vendor: { en: vendor.nameEn, ar: vendor.nameAr },
        shopperName: (await selectUserBrief(db, context.userId))?.name ?? "",
        product: product ? { id: product.id, en: product.nameEn, ar: product.nameAr } : null,
        body,
        storefrontUrl: context.storefrontUrl,
      }),
    );
  }
  return {
    message: translate(locale, "vendor_message_sent", { vendor: thread.vendor.name }),
    data: thread,
  };
}

export interface ReplyResult {
  thread: number;
  messageId: number;
  messageCount: number;
}

interface ReplyOptions {
  db: Database;
  mailer: Mailer;
  storefrontUrl: string;
}

/**
 * Writes the vendor's answer to a thread and tells the shopper by email, in their language: the
 * one way a reply is made, whether the vendor's staff or the marketplace's operator writes it.
 */
async function writeVendorReply(
  options: ReplyOptions,
  thread: NonNullable<Awaited<ReturnType<typeof selectThreadForOperator>>>,
  body: string,
): Promise<number> {
  const messageId = await options.db.transaction((tx) =>
    insertMessage(tx, { threadId: thread.id, sender: "vendor", body, at: new Date() }),
  );
  const locale: Locale = thread.shopperLocale === "en-GB" ? "en" : "ar";
  await options.mailer.send(
    composeReplyEmail({
      to: thread.shopperEmail,
      locale,
      vendor: locale === "ar" ? thread.vendorNameAr : thread.vendorNameEn,
      body,
      link: threadLinkOf(options.storefrontUrl, locale, thread.id),
    }),
  );
  return messageId;
}

/**
 * The vendor's answer to a thread, written by the marketplace's operator on the vendor's behalf;
 * the shopper is told by email, in their language.
 */
export async function replyAsVendor(
  options: ReplyOptions,
  threadId: number,
  text: string,
): Promise<ReplyResult> {
  const { db } = options;
  const thread = await selectThreadForOperator(db, threadId);
  if (!thread) throw new OperatorError("not_found", `No conversation ${threadId}`);
  const body = cleanMessageBody(text);
  if (body === null) {
    throw new OperatorError(
      "unprocessable",
      `A reply is ${vendorMessageMinLength} to ${vendorMessageMaxLength} characters of text`,
    );
  }
  const messageId = await writeVendorReply(options, thread, body);
  return { thread: threadId, messageId, messageCount: await countMessages(db, threadId) };
}

// A vendor's desk (ADR 47): the conversations shoppers started with the vendor, read and answered
// by its staff.

export interface VendorDeskMessagesContext extends VendorThreadScope {
  db: Database;
  locale: Locale;
}

function conversationHeaderOf(row: VendorDeskThreadRow, messageCount: number, last: MessageRow) {
  return {
    id: row.id,
    shopper: { name: row.shopperName },
    product:
      row.productId !== null && row.productName !== null
        ? { id: row.productId, name: row.productName }
        : null,
    message_count: messageCount,
    awaiting_reply: last.sender === "shopper",
    created_at: row.createdAt.toISOString(),
    updated_at: row.lastMessageAt.toISOString(),
  };
}

/** One page of the vendor's conversations, latest activity first. */
export async function listVendorConversations(
  context: VendorDeskMessagesContext,
  page: number,
): Promise<VendorConversationListResponse> {
  const { db, locale } = context;
  const { total, rows } = await selectVendorThreadPage(db, context, locale, {
    limit: threadsPerPage,
    offset: (page - 1) * threadsPerPage,
  });
  const lasts = await selectLastMessages(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.flatMap((row) => {
      const last = lasts.get(row.id);
      return last
        ? [
            {
              ...conversationHeaderOf(row, last.count, last.last),
              last_message: toMessage(last.last),
            },
          ]
        : [];
    }),
    meta: pageMetaOf(page, threadsPerPage, total),
  };
}

/** One of the vendor's conversations with its newest messages; 404 for anyone else's. */
export async function getVendorConversation(
  context: VendorDeskMessagesContext,
  threadId: number,
): Promise<VendorConversation> {
  const { db, locale } = context;
  const row = await selectVendorThread(db, context, threadId, locale);
  if (!row) throw new AppError("not_found", "not_found");
  const [messages, total] = await Promise.all([
    selectMessages(db, threadId, messagesPerThread),
    countMessages(db, threadId),
  ]);
  const last = messages.at(-1);
  if (!last) throw new Error("a conversation without messages");
  return { ...conversationHeaderOf(row, total, last), messages: messages.map(toMessage) };
}

/**
 * The vendor's staff answer one of its conversations: written and mailed to the shopper as the
 * operator's reply is. 404 for another vendor's conversation; a message that is blank once
 * cleaned is a field error.
 */
export async function replyInVendorConversation(
  context: VendorDeskMessagesContext & Omit<ReplyOptions, "db">,
  threadId: number,
  text: string,
): Promise<VendorConversation> {
  const { db, locale } = context;
  if (!(await selectVendorThread(db, context, threadId, locale))) {
    throw new AppError("not_found", "not_found");
  }
  const body = cleanMessageBody(text);
  if (body === null) throw AppError.fields({ message: "field_invalid" });
  const thread = await selectThreadForOperator(db, threadId);
  if (!thread) throw new AppError("not_found", "not_found");
  await writeVendorReply(context, thread, body);
  return getVendorConversation(context, threadId);
}

/** How many of the vendor's conversations wait for its answer. */
export function countAwaitingReply(db: Database, scope: VendorThreadScope): Promise<number> {
  return countThreadsAwaitingReply(db, scope);
}
