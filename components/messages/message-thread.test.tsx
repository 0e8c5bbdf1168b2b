import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MessageThread } from "./message-thread";
import { conversation, jsonReply, ME, message, renderWith } from "./test-support";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }), usePathname: () => "/messages/c1" }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const at = (minute: number) => `2026-01-01T10:${String(minute).padStart(2, "0")}:00.000Z`;
const texts = () => screen.getAllByTestId("message").map((li) => li.querySelector("p")?.textContent);

describe("MessageThread", () => {
  it("shows the newest page at the bottom and pages back with Load earlier, keeping reading order", async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes("cursor=older")) return jsonReply([message("m1", { createdAt: at(1) }), message("m2", { createdAt: at(2) })]);
      return jsonReply([message("m3", { createdAt: at(3) }), message("m4", { createdAt: at(4), senderId: ME })], { cursor: "older" });
    });
    renderWith(<MessageThread conversation={conversation()} viewerId={ME} />);
    await waitFor(() => expect(texts()).toEqual(["text m3", "text m4"]));
    expect(screen.getByRole("log", { name: "Messages with Kai" })).toHaveAttribute("aria-live", "polite");

    fireEvent.click(screen.getByRole("button", { name: "Load earlier messages" }));
    await waitFor(() => expect(texts()).toEqual(["text m1", "text m2", "text m3", "text m4"]));
    expect(String(fetchMock.mock.calls[1]![0])).toBe("/api/conversations/c1/messages?cursor=older");
    expect(screen.queryByRole("button", { name: "Load earlier messages" })).toBeNull();
  });

  it("puts my messages on the right and theirs on the left", async () => {
    fetchMock.mockResolvedValue(jsonReply([message("m1"), message("m2", { senderId: ME })]));
    renderWith(<MessageThread conversation={conversation()} viewerId={ME} />);
    const [theirs, mine] = await screen.findAllByTestId("message");
    expect(theirs).toHaveAttribute("data-mine", "false");
    expect(theirs).toHaveClass("flex-row");
    expect(mine).toHaveAttribute("data-mine", "true");
    expect(mine).toHaveClass("flex-row-reverse");
  });

  it("shows Seen under my last message only once the other member read it", async () => {
    fetchMock.mockImplementation(async () => jsonReply([message("m1", { senderId: ME, createdAt: at(1) }), message("m2", { senderId: ME, createdAt: at(5) })]));
    const { unmount } = renderWith(<MessageThread conversation={conversation({ otherReadAt: at(6) })} viewerId={ME} />);
    const seen = await screen.findByTestId("seen-mark");
    expect(seen).toHaveTextContent("Seen");
    expect(seen.previousElementSibling).toHaveTextContent("text m2");
    unmount();

    renderWith(<MessageThread conversation={conversation({ otherReadAt: at(3) })} viewerId={ME} />);
    await screen.findAllByTestId("message");
    expect(screen.queryByTestId("seen-mark")).toBeNull();
  });

  it("never shows Seen on a request the other member hasn't accepted", async () => {
    fetchMock.mockResolvedValue(jsonReply([message("m1", { senderId: ME })]));
    renderWith(<MessageThread conversation={conversation({ otherReadAt: at(59), pendingForOther: true })} viewerId={ME} />);
    await screen.findAllByTestId("message");
    expect(screen.queryByTestId("seen-mark")).toBeNull();
  });

  it("deletes my message after confirming, and it leaves the thread", async () => {
    fetchMock.mockImplementation(async (_input, init) => (init?.method === "DELETE" ? new Response(null, { status: 204 }) : jsonReply([message("m1"), message("m2", { senderId: ME })])));
    renderWith(<MessageThread conversation={conversation()} viewerId={ME} />);
    const mine = (await screen.findAllByTestId("message"))[1]!;
    fireEvent.keyDown(within(mine).getByRole("button", { name: "Message options" }), { key: "Enter" });
    expect((await screen.findAllByRole("menuitem")).map((i) => i.textContent)).toEqual(["Delete"]); // the menu loads on its first press
    fireEvent.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this message?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(texts()).toEqual(["text m1"]));
    expect(fetchMock).toHaveBeenCalledWith("/api/messages/m2", expect.objectContaining({ method: "DELETE" }));
  });

  it("offers Report, not Delete, on the other member's message", async () => {
    fetchMock.mockResolvedValue(jsonReply([message("m1")]));
    renderWith(<MessageThread conversation={conversation()} viewerId={ME} />);
    const theirs = (await screen.findAllByTestId("message"))[0]!;
    fireEvent.keyDown(within(theirs).getByRole("button", { name: "Message options" }), { key: "Enter" });
    expect((await screen.findAllByRole("menuitem")).map((i) => i.textContent)).toEqual(["Report"]);
    fireEvent.click(screen.getByRole("menuitem", { name: "Report" }));
    const dialog = screen.getByRole("dialog", { name: "Report message" });
    // sharing the conversation's recent messages with the moderator is the reporter's choice, off until ticked
    expect(within(dialog).getByRole("checkbox", { name: /^Attach the conversation's recent messages/ })).not.toBeChecked();
  });

  it("shows media with its alt text and a story reply's preview, or that the story is gone", async () => {
    fetchMock.mockResolvedValue(
      jsonReply([
        message("m1", { content: null, media: { url: "/objects/p.jpg", mediaType: "image", altText: "Two people at the parade" } }),
        message("m2", { isStoryReply: true, story: { id: "s1", imageUrl: "/objects/s.jpg", mediaType: "image", altText: null } }),
        message("m3", { isStoryReply: true, story: null }),
      ]),
    );
    renderWith(<MessageThread conversation={conversation()} viewerId={ME} />);
    expect(await screen.findByRole("img", { name: "Two people at the parade" })).toHaveAttribute("src", "/objects/p.jpg");
    expect(screen.getByRole("img", { name: "The story this message answers" })).toBeInTheDocument();
    expect(screen.getByText("Replied to your story")).toBeInTheDocument();
    expect(screen.getByText("Story unavailable")).toBeInTheDocument();
  });

  it("offers a retry when the messages can't be loaded", async () => {
    fetchMock.mockResolvedValueOnce(jsonReply({ message: "boom", code: "internal" }, { status: 500 }));
    fetchMock.mockResolvedValueOnce(jsonReply([message("m1")]));
    renderWith(<MessageThread conversation={conversation()} viewerId={ME} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Couldn't load the messages.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(texts()).toEqual(["text m1"]));
  });
});
