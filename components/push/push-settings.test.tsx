import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/lib/client/api-client";
import { urlBase64ToUint8Array } from "@/lib/client/push";
import { QueryClientProvider } from "@/lib/client/query";
import { errorBody } from "@/lib/core/errors";
import { serverText } from "@/lib/core/server-text";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";
import { json, routes } from "@/tests/support/fetch-routes";
import { PushSettings } from "./push-settings";

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: toasts }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  toasts.success.mockClear();
  toasts.error.mockClear();
});

function renderIn(locale: "en" | "ja") {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ja} timeZone="Asia/Tokyo">
      <QueryClientProvider client={makeQueryClient()}>
        <PushSettings userId="u1" />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const KEY = "BHpBZ7dMPxDgenAwi8NL7ocX54sKliLDdtCv9BHuynj28ugOQykYuEsmog1VHSFIT2pMtM-7_9nhyzkpPqjCFfY";
const SUBSCRIPTION = { endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys: { p256dh: "B".padEnd(87, "A"), auth: "A".repeat(22) } };
const KINDS = { messages: true, messageRequests: true, follows: true, mentionsComments: true, likes: true, events: true, moderation: true };
const PREFERENCES = { kinds: KINDS, hidePreviews: false, quietHours: null, subscribed: 0 };

/** A browser with push (jsdom has none): a registered service worker, a push service, the permission not asked yet. */
function browserWithPush() {
  const requestPermission = vi.fn(async () => "granted" as NotificationPermission);
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => ({
    ...SUBSCRIPTION,
    options: { applicationServerKey: options.applicationServerKey.buffer },
    toJSON: () => ({ ...SUBSCRIPTION, expirationTime: null }),
    unsubscribe: async () => true,
  }));
  const registration = { pushManager: { subscribe, getSubscription: async () => null } };
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", { permission: "default", requestPermission });
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: { getRegistration: async () => registration, ready: Promise.resolve(registration) } });
  return { requestPermission, subscribe };
}

describe("PushSettings", () => {
  it("turns push on only when the button is pressed: the permission, then the server's key, then the subscription saved", async () => {
    const browser = browserWithPush();
    const calls = routes({
      "GET /api/push/public-key": [json(200, { publicKey: KEY })],
      "GET /api/push/preferences": [json(200, PREFERENCES), json(200, { ...PREFERENCES, subscribed: 1 })],
      "POST /api/push/subscriptions": [json(201, { endpoint: SUBSCRIPTION.endpoint })],
    });
    renderIn("en");
    expect(await screen.findByRole("status")).toHaveTextContent("Push notifications are off on this device.");
    expect(await screen.findByText("No device of yours receives push notifications.")).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Turn on push notifications" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Push notifications are on for this device.");
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: urlBase64ToUint8Array(KEY) });
    expect(calls).toContainEqual(["POST /api/push/subscriptions", SUBSCRIPTION]);
    expect(toasts.success).toHaveBeenCalledWith("Push notifications are on");
    expect(await screen.findByText("1 device of yours receives push notifications.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send a test notification" })).toBeEnabled();
  });

  it("says why when the browser blocked notifications, and asks nothing", async () => {
    const browser = browserWithPush();
    vi.stubGlobal("Notification", { permission: "denied", requestPermission: browser.requestPermission });
    routes({ "GET /api/push/public-key": [json(200, { publicKey: KEY })], "GET /api/push/preferences": [json(200, PREFERENCES)] });
    renderIn("ja");
    expect(await screen.findByRole("status")).toHaveTextContent("このサイトの通知はブラウザーでブロックされています。");
    expect(screen.queryByRole("button", { name: "プッシュ通知をオンにする" })).toBeNull();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it("on a server without VAPID keys says push is not available, in both languages", async () => {
    for (const [locale, text] of [["en", "Push notifications are not available on this server."], ["ja", "このサーバーではプッシュ通知を利用できません。"]] as const) {
      const calls = routes({ "GET /api/push/public-key": [json(404, errorBody("push_not_configured", serverText("pushNotConfigured")))] });
      const { unmount } = renderIn(locale);
      expect(await screen.findByRole("status")).toHaveTextContent(text);
      expect(calls.map(([key]) => key)).toEqual(["GET /api/push/public-key"]);
      unmount();
      vi.restoreAllMocks();
    }
  });

  it("saves every switch whole: a kind off, hide previews, quiet hours on with 22:00-07:00, then a refused change goes back", async () => {
    const saved = (change: object) => json(200, { ...PREFERENCES, ...change });
    const calls = routes({
      "GET /api/push/public-key": [json(200, { publicKey: KEY })],
      "GET /api/push/preferences": [json(200, PREFERENCES)],
      "PUT /api/push/preferences": [
        saved({ kinds: { ...KINDS, likes: false } }),
        saved({ kinds: { ...KINDS, likes: false }, hidePreviews: true }),
        saved({ kinds: { ...KINDS, likes: false }, hidePreviews: true, quietHours: { start: "22:00", end: "07:00" } }),
        json(400, errorBody("bad_request", serverText("quietHoursInvalid"))),
      ],
    });
    renderIn("en");
    const likes = await screen.findByRole("switch", { name: "Likes" });
    await userEvent.click(likes);
    await waitFor(() => expect(likes).not.toBeChecked());
    await userEvent.click(screen.getByRole("switch", { name: "Hide previews" }));
    await waitFor(() => expect(screen.getByRole("switch", { name: "Hide previews" })).toBeChecked());
    await userEvent.click(screen.getByRole("switch", { name: "Quiet hours" }));
    expect(await screen.findByLabelText("From")).toHaveValue("22:00");
    expect(screen.getByLabelText("Until")).toHaveValue("07:00");
    const puts = calls.filter(([key]) => key === "PUT /api/push/preferences").map(([, body]) => body);
    expect(puts).toEqual([
      { kinds: { ...KINDS, likes: false }, hidePreviews: false, quietHours: null },
      { kinds: { ...KINDS, likes: false }, hidePreviews: true, quietHours: null },
      { kinds: { ...KINDS, likes: false }, hidePreviews: true, quietHours: { start: "22:00", end: "07:00" } },
    ]);

    await userEvent.click(screen.getByRole("switch", { name: "Events" }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith("Error", { description: "Quiet hours need a start and an end time (HH:MM) that differ" }));
    expect(screen.getByRole("switch", { name: "Events" })).toBeChecked();
  });
});
