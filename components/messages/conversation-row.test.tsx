import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ConversationLastMessage } from "@/lib/contract/messages/types";
import { ConversationRow } from "./conversation-row";
import { conversation, ME, renderWith } from "./test-support";

const last = (over: Partial<ConversationLastMessage> = {}): ConversationLastMessage => ({
  id: "m1",
  senderId: "them",
  preview: "See you at the parade",
  hasMedia: false,
  isStoryReply: false,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...over,
});

const row = (over: Parameters<typeof conversation>[0]) => {
  renderWith(
    <ul>
      <ConversationRow conversation={conversation(over)} viewerId={ME} />
    </ul>,
  );
  return screen.getByRole("link");
};

describe("ConversationRow", () => {
  it("links to the conversation and shows the other member, the newest message and its time", () => {
    const link = row({ lastMessage: last() });
    expect(link).toHaveAttribute("href", "/messages/c1");
    expect(link).toHaveTextContent("Kai");
    expect(screen.getByTestId("conversation-preview")).toHaveTextContent("See you at the parade");
    expect(link.querySelector("time")).toHaveTextContent("5 minutes ago");
  });

  it("prefixes my own message with You:", () => {
    row({ lastMessage: last({ senderId: ME, preview: "On my way" }) });
    expect(screen.getByTestId("conversation-preview")).toHaveTextContent("You: On my way");
  });

  it.each([
    [{ preview: null, hasMedia: true }, "Photo"],
    [{ preview: null, hasMedia: true, senderId: ME }, "You sent a photo"],
    [{ preview: null, isStoryReply: true }, "Replied to your story"],
  ])("names media and story replies (%o)", (over, text) => {
    row({ lastMessage: last(over) });
    expect(screen.getByTestId("conversation-preview")).toHaveTextContent(text);
  });

  it("marks unread conversations with a dot and bold text, read ones with neither", () => {
    row({ lastMessage: last(), unreadCount: 2 });
    expect(screen.getByTestId("unread-dot")).toHaveTextContent("Unread");
    expect(screen.getByText("Kai")).toHaveClass("font-bold");
  });

  it("shows no dot once read", () => {
    row({ lastMessage: last(), unreadCount: 0 });
    expect(screen.queryByTestId("unread-dot")).toBeNull();
    expect(screen.getByText("Kai")).not.toHaveClass("font-bold");
  });
});
