import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MessageThread } from "./message-thread";
import { conversation, jsonReply, ME, message, renderWith } from "./test-support";
import { addToThread } from "./thread-cache";
import { isAtBottom, onNewestMessage } from "./use-stick-to-newest";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }), usePathname: () => "/messages/c1" }));

describe("isAtBottom / onNewestMessage", () => {
  it("counts the end of the thread as in view only above the composer and nav", () => {
    // viewport 844, composer + nav 130: the visible bottom is 714, with 48 px of slack
    expect(isAtBottom(714, 844, 130)).toBe(true);
    expect(isAtBottom(762, 844, 130)).toBe(true);
    expect(isAtBottom(763, 844, 130)).toBe(false);
    expect(isAtBottom(2000, 844, 130)).toBe(false);
  });

  it("scrolls on the first load, on my own message and at the bottom; shows the pill when scrolled up", () => {
    expect(onNewestMessage({ first: true, mine: false, atBottom: false })).toBe("scroll");
    expect(onNewestMessage({ first: false, mine: true, atBottom: false })).toBe("scroll");
    expect(onNewestMessage({ first: false, mine: false, atBottom: true })).toBe("scroll");
    expect(onNewestMessage({ first: false, mine: false, atBottom: false })).toBe("pill");
  });
});

describe("MessageThread keeps the newest message in view", () => {
  const fetchMock = vi.fn<typeof fetch>();
  const scrolled = vi.fn();
  let endBottom = 500;
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockResolvedValue(jsonReply([message("m1")]));
    Element.prototype.scrollIntoView = scrolled;
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      return { bottom: this.dataset.testid === "thread-end" ? endBottom : 0 } as DOMRect;
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    scrolled.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    // @ts-expect-error jsdom has no scrollIntoView; the test gave it one
    delete Element.prototype.scrollIntoView;
    endBottom = 500;
  });

  async function open() {
    const view = renderWith(<MessageThread conversation={conversation()} viewerId={ME} />);
    await screen.findAllByTestId("message");
    return view;
  }
  const scrollUp = () => {
    endBottom = 3000;
    fireEvent.scroll(window);
  };
  const arrive = (client: Parameters<typeof addToThread>[0], id: string, over = {}) => act(() => addToThread(client, message(id, { createdAt: "2026-01-01T10:05:00.000Z", ...over })));

  it("opens scrolled to the newest message, keeping the composer's and nav's height clear below it", async () => {
    await open();
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: "end" }));
    expect(scrolled.mock.contexts.at(-1)).toBe(screen.getByTestId("thread-end"));
    expect(screen.getByTestId("thread-end").style.scrollMarginBottom).toBe("var(--thread-covered, calc(4rem + env(safe-area-inset-bottom)))");
  });

  it("a new message while at the bottom scrolls to it, with no pill", async () => {
    const { client } = await open();
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    fireEvent.scroll(window);
    arrive(client, "m2");
    await screen.findByText("text m2");
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole("button", { name: "New messages" })).toBeNull();
  });

  it("a new message while scrolled up shows the pill instead; the pill scrolls to the newest and goes", async () => {
    const { client } = await open();
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    scrollUp();
    arrive(client, "m2");
    const pill = await screen.findByRole("button", { name: "New messages" });
    expect(scrolled).toHaveBeenCalledTimes(1);
    fireEvent.click(pill);
    expect(scrolled).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("button", { name: "New messages" })).toBeNull();
  });

  it("my own message scrolls even when scrolled up, and scrolling back down hides the pill", async () => {
    const { client } = await open();
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    scrollUp();
    arrive(client, "m2");
    await screen.findByRole("button", { name: "New messages" });
    endBottom = 500;
    fireEvent.scroll(window);
    await waitFor(() => expect(screen.queryByRole("button", { name: "New messages" })).toBeNull());
    scrollUp();
    arrive(client, "m3", { senderId: ME });
    await screen.findByText("text m3");
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole("button", { name: "New messages" })).toBeNull();
  });
});
