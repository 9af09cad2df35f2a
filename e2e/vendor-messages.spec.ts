import type { APIRequestContext } from "@playwright/test";
import { fillLogin, newShopper, signInNewShopper } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { apiUrl, languages } from "./support/languages.ts";
import { expect, shown, test } from "./support/test.ts";

interface ApiProduct {
  id: number;
  name: string;
  vendor: { id: number; name: string };
}

const texts = {
  en: {
    chat: "Chat with vendor",
    sentTo: "Your message was sent to",
    tooShort: "Write at least 2 characters.",
    awaiting: "Awaiting reply",
    replied: "Replied",
    general: "About the store in general",
    about: "About",
    title: "Messages",
  },
  ar: {
    chat: "راسل البائع",
    sentTo: "أُرسلت رسالتك إلى",
    tooShort: "اكتب حرفين على الأقل.",
    awaiting: "بانتظار الرد",
    replied: "تم الرد",
    general: "بخصوص المتجر عمومًا",
    about: "بخصوص",
    title: "الرسائل",
  },
} as const;

async function firstProduct(request: APIRequestContext, locale: string): Promise<ApiProduct> {
  const response = await request.get(`${apiUrl}/1/api/marketplace/products?per_page=5`, {
    headers: { "Accept-Language": locale },
  });
  const [product] = (await response.json()) as ApiProduct[];
  if (!product) throw new Error("the catalog is empty");
  return product;
}

for (const language of languages) {
  const say = texts[language.locale];

  test(`a shopper messages a vendor from a product page, finds it in Messages and reads the reply (${language.locale})`, async ({
    page,
    request,
  }) => {
    // Seven pages with an accessibility scan each, and a reply in between.
    test.setTimeout(60_000);
    await signInNewShopper(page, request, language.locale, language.prefix || "/");
    const product = await firstProduct(request, language.locale);

    await page.goto(`${language.prefix}/product/${product.id}`);
    const open = shown(page, "chat-with-vendor");
    await expect(open).toContainText(say.chat);
    await expectNoSeriousA11yViolations(page);
    await open.click();
    const dialog = page.getByTestId("chat-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading")).toContainText(product.vendor.name);
    await expect(dialog.getByTestId("chat-subject")).toContainText(product.name);
    const body = dialog.getByTestId("message-body");
    await expect(body).toBeFocused();

    // Too short: the message in the shopper's language, under the field; nothing is sent.
    await body.fill("?");
    await dialog.getByTestId("message-send").click();
    await expect(dialog.getByTestId("message-error")).toHaveText(say.tooShort);
    await expect(body).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(page);

    const question = `Is it still in stock? ${Date.now()}`;
    await body.fill(question);
    await dialog.getByTestId("message-send").click();
    await expect(dialog.getByTestId("chat-sent")).toContainText(
      `${say.sentTo} ${product.vendor.name}`,
    );
    await dialog.getByTestId("chat-see-conversation").click();
    await expect(page).toHaveURL(new RegExp(`${language.prefix}/pages/messages/[0-9]+$`));
    const threadId = Number(page.url().split("/").pop());
    const messages = shown(page, "thread-messages");
    await expect(messages.getByTestId("thread-message")).toHaveCount(1);
    await expect(messages.getByTestId("thread-message")).toContainText(question);
    await expectNoSeriousA11yViolations(page);

    // The profile leads to the list: the vendor, the product, the message, awaiting a reply.
    await page.goto(`${language.prefix}/pages/profile`);
    await shown(page, "profile-messages-link").click();
    await expect(page).toHaveURL(`${language.prefix}/pages/messages`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.title);
    const row = shown(page, "thread-row");
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("thread-vendor")).toHaveText(product.vendor.name);
    await expect(row.getByTestId("thread-subject")).toContainText(product.name);
    await expect(row.getByTestId("thread-last")).toContainText(question);
    await expect(row).toContainText(say.awaiting);
    await expectNoSeriousA11yViolations(page);

    // The operator answers on the vendor's behalf; the shopper reads it in the thread.
    const answer = `Yes, three are left. ${Date.now()}`;
    const reply = await request.post(`${apiUrl}/api/dev/vendor-messages/reply`, {
      data: { thread: threadId, message: answer },
    });
    expect(reply.status()).toBe(200);
    await page.reload();
    await expect(shown(page, "thread-row")).toContainText(say.replied);
    await expect(shown(page, "thread-row").getByTestId("thread-last")).toContainText(answer);
    await shown(page, "thread-row").getByRole("link").click();
    await expect(page).toHaveURL(`${language.prefix}/pages/messages/${threadId}`);
    const thread = shown(page, "thread-messages").getByTestId("thread-message");
    await expect(thread).toHaveCount(2);
    await expect(thread.nth(1)).toHaveAttribute("data-sender", "vendor");
    await expect(thread.nth(1)).toContainText(answer);
    await expectNoSeriousA11yViolations(page);

    // Writing again from the thread adds to the same conversation.
    const more = `Then I will take two. ${Date.now()}`;
    await shown(page, "reply-box").getByTestId("message-body").fill(more);
    await shown(page, "reply-box").getByTestId("message-send").click();
    await expect(thread).toHaveCount(3);
    await expect(thread.nth(2)).toContainText(more);
  });

  test(`a guest is asked to sign in and comes back to the vendor's store to write (${language.locale})`, async ({
    page,
    request,
  }) => {
    const shopper = await newShopper(request, language.locale);
    const product = await firstProduct(request, language.locale);
    const store = `${language.prefix}/pages/vendors/${product.vendor.id}`;

    await page.goto(store);
    await shown(page, "chat-with-vendor").click();
    const dialog = page.getByTestId("chat-dialog");
    await expect(dialog.getByTestId("chat-sign-in")).toBeVisible();
    await expect(dialog.getByTestId("message-form")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByTestId("chat-sign-in-link").click();
    await expect(page).toHaveURL(/\/pages\/login\?next=/);
    await expectNoSeriousA11yViolations(page);

    await fillLogin(page.getByTestId("login-form"), shopper.email, shopper.password);
    // Back on the store after signing in, with the dialog open to write.
    await expect(page).toHaveURL(store, { timeout: 8_000 });
    const form = page.getByTestId("chat-dialog").getByTestId("message-form");
    await expect(form).toBeVisible();
    await expect(page.getByTestId("chat-subject")).toHaveText(say.general);
    await expectNoSeriousA11yViolations(page);
    const question = `Do you deliver to Dammam? ${Date.now()}`;
    await form.getByTestId("message-body").fill(question);
    await form.getByTestId("message-send").click();
    await expect(page.getByTestId("chat-sent")).toContainText(say.sentTo);

    await page.goto(`${language.prefix}/pages/messages`);
    const row = shown(page, "thread-row");
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("thread-vendor")).toHaveText(product.vendor.name);
    await expect(row.getByTestId("thread-last")).toContainText(question);
    await expectNoSeriousA11yViolations(page);
  });
}

test("the Messages pages ask a guest to sign in and come back", async ({ page }) => {
  await page.goto("/pages/messages");
  await expect(page).toHaveURL(/\/pages\/login\?next=%2Fpages%2Fmessages$/);
});
