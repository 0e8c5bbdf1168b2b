import type { Page } from "@playwright/test";
import sharp from "sharp";
import { createMember, expect as baseExpect, expectAccessible, screenshots, signIn, test } from "./support";

// Messages (issue #16), two members in two browsers at 390 px: A messages B, who doesn't follow A,
// so it lands in B's Requests; B accepts; text and a photo arrive live on the other side with no
// navigation; A deletes a message and it disappears for B; B reports the conversation; B blocks A
// and the conversation disappears for both. axe on each screen; screenshots in English and Japanese.
const expect = baseExpect.configure({ timeout: 30_000 });

async function photo() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="100%" height="100%" fill="#750787"/><text x="50%" y="50%" font-size="56" text-anchor="middle" fill="#fff">parade</text></svg>`;
  return { name: "parade.png", mimeType: "image/png", buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

const thread = (page: Page) => page.getByRole("log");

// Issue #29: the thread opens on, and stays on, the newest message: the last bubble is fully in view,
// above the composer and the bottom nav (no intersection with either), waiting for the scroll to settle.
async function expectNewestClear(page: Page) {
  const last = thread(page).getByTestId("message").last();
  const composer = page.getByTestId("message-composer-bar");
  const nav = page.getByRole("navigation", { name: /^(Main navigation|メインナビゲーション)$/ });
  await expect(last).toBeVisible();
  await expect
    .poll(async () => {
      const [bubble, bar, bottomNav] = await Promise.all([last.boundingBox(), composer.boundingBox(), nav.boundingBox()]);
      if (!bubble || !bar || !bottomNav) return "not laid out";
      const bottom = bubble.y + bubble.height;
      if (bubble.y < 0) return `bubble top ${bubble.y} above the viewport`;
      if (bottom > bar.y) return `bubble bottom ${bottom} under the composer at ${bar.y}`;
      if (bottom > bottomNav.y) return `bubble bottom ${bottom} under the nav at ${bottomNav.y}`;
      return "clear";
    })
    .toBe("clear");
}

test("two members message each other live, from a request to a block", async ({ browser }) => {
  test.setTimeout(300_000);
  const size = { viewport: { width: 390, height: 844 }, baseURL: test.info().project.use.baseURL };
  const aContext = await browser.newContext(size);
  const bContext = await browser.newContext(size);
  const a = await aContext.newPage();
  const b = await bContext.newPage();
  const aiko = await createMember(a.request, { firstName: "Aiko", lastName: "Tanaka" });
  const ben = await createMember(b.request, { firstName: "Ben", lastName: "Mori" });
  await signIn(a, aiko);
  await signIn(b, ben);

  // B waits on the home screen: the header's chat icon has nothing to read yet
  await b.goto("/");
  const bIcon = b.getByRole("link", { name: /^Messages/ });
  await expect(bIcon).toHaveAccessibleName("Messages");

  // A starts the conversation from B's profile
  await a.goto(`/profile/${ben.id}`);
  await a.getByRole("button", { name: "Message", exact: true }).click();
  await a.waitForURL(/\/messages\/[^/]+$/);
  const conversationUrl = a.url();
  const conversationPath = new URL(conversationUrl).pathname;
  await a.getByRole("textbox", { name: "Message", exact: true }).fill("Hi Ben! Are you going to the parade?");
  await a.getByRole("textbox", { name: "Message", exact: true }).press("Enter");
  await expect(thread(a).getByText("Hi Ben! Are you going to the parade?")).toBeVisible();
  await expect(a.getByText(/Request sent/)).toBeVisible();
  await expectNewestClear(a);
  await expectAccessible(a);

  // B's badge counts it live; it waits in Requests
  await expect(bIcon).toHaveAccessibleName("Messages, 1 unread conversation");
  await expect(b.getByTestId("messages-badge")).toHaveText("1");
  await bIcon.click();
  await b.waitForURL("**/messages");
  await expect(b.getByRole("heading", { name: "Messages" })).toBeVisible();
  await expect(b.getByText("No messages yet")).toBeVisible();
  await b.getByRole("tab", { name: "Requests (1)" }).click();
  const row = b.getByRole("link", { name: /Hi Ben! Are you going to the parade\?/ });
  await expect(row).toBeVisible();
  await expectAccessible(b);
  await screenshots(b, "requests", { area: "messages" });
  await row.click();
  await b.waitForURL(conversationUrl);
  await expect(b.getByRole("heading", { name: /wants to send you a message/ })).toBeVisible();
  await expectAccessible(b);
  await screenshots(b, "request-banner", { area: "messages" });
  await b.getByRole("button", { name: "Accept" }).click();
  await expect(b.getByRole("heading", { name: /wants to send you a message/ })).toBeHidden();

  // text arrives live in A's open conversation, with no navigation
  const aUrlBefore = a.url();
  await b.getByRole("textbox", { name: "Message", exact: true }).fill("Yes! See you at Yoyogi 🌈");
  await b.getByRole("button", { name: "Send", exact: true }).click();
  await expect(thread(a).getByText("Yes! See you at Yoyogi 🌈")).toBeVisible();
  expect(a.url()).toBe(aUrlBefore);
  await expectNewestClear(a);
  // B's answer means B accepted: A's "Request sent" note goes
  await expect(a.getByText(/Request sent/)).toBeHidden();

  // A sends a photo with alt text; it arrives live for B
  await a.getByTestId("message-file-input").setInputFiles(await photo());
  await a.getByLabel("Describe the attachment (alt text)").fill("A purple banner reading parade");
  await a.getByRole("button", { name: "Send", exact: true }).click();
  await expect(thread(a).getByRole("img", { name: "A purple banner reading parade" })).toBeVisible();
  await expect(thread(b).getByRole("img", { name: "A purple banner reading parade" })).toBeVisible();
  await expectNewestClear(a);
  await expectNewestClear(b);
  await expectAccessible(a);
  await screenshots(a, "conversation", { area: "messages" });

  // A deletes the first message: it disappears for B too
  const first = thread(a).getByTestId("message").filter({ hasText: "Hi Ben! Are you going to the parade?" });
  await first.getByRole("button", { name: "Message options" }).click();
  await a.getByRole("menuitem", { name: "Delete" }).click();
  await a.getByRole("alertdialog", { name: "Delete this message?" }).getByRole("button", { name: "Delete" }).click();
  await expect(thread(a).getByText("Hi Ben! Are you going to the parade?")).toBeHidden();
  await expect(thread(b).getByText("Hi Ben! Are you going to the parade?")).toBeHidden();

  // the same screens in Japanese
  const jaContext = await browser.newContext({ ...size, locale: "ja-JP" });
  const ja = await jaContext.newPage();
  await signIn(ja, aiko);
  await ja.goto(conversationUrl);
  await expect(ja.getByRole("textbox", { name: "メッセージ" })).toBeVisible();
  await expect(thread(ja).getByText("Yes! See you at Yoyogi 🌈")).toBeVisible();
  await expectNewestClear(ja);
  await expectAccessible(ja);
  await screenshots(ja, "conversation-ja", { area: "messages" });
  await ja.goto("/messages");
  await expect(ja.getByRole("heading", { name: "メッセージ" })).toBeVisible();
  await expect(ja.getByRole("tab", { name: "受信箱" })).toBeVisible();
  await expectAccessible(ja);
  await screenshots(ja, "inbox-ja", { area: "messages" });
  await jaContext.close();

  // B reports the conversation
  await b.getByRole("button", { name: "Conversation options" }).click();
  await b.getByRole("menuitem", { name: "Report conversation" }).click();
  const report = b.getByRole("dialog", { name: "Report conversation" });
  await report.getByLabel("Harassment or bullying").check();
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(b.getByText("Thanks for letting us know")).toBeVisible();

  // B blocks A: B leaves for /messages. A is told nothing live ("Niji won't tell them", issue #28):
  // A's open thread stays as it was, and the conversation is simply gone at A's next load
  await b.getByRole("button", { name: "Conversation options" }).click();
  await b.getByRole("menuitem", { name: "Block" }).click();
  await b.getByRole("alertdialog").getByRole("button", { name: "Block" }).click();
  await b.waitForURL("**/messages");
  await expect(b.locator(`a[href="${conversationPath}"]`)).toHaveCount(0);
  expect(new URL(a.url()).pathname).toBe(conversationPath);
  await expect(a.getByText("This conversation is no longer available")).toHaveCount(0);
  await a.goto("/messages");
  await expect(a.getByRole("heading", { name: "Messages" })).toBeVisible();
  await expect(a.locator(`a[href="${conversationPath}"]`)).toHaveCount(0);
  expect((await a.request.get(conversationPath.replace("/messages/", "/api/conversations/"))).status()).toBe(404);
  await expectAccessible(a);
  await screenshots(a, "inbox-after-block", { area: "messages" });

  await aContext.close();
  await bContext.close();
});
