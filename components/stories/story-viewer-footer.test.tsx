import { fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import type { Story } from "@/lib/stories/types";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";
import { StoryViewerFooter } from "./story-viewer-footer";

const story = {
  id: "s1",
  userId: "u1",
  imageUrl: "/objects/s1.jpg",
  mediaType: "image",
  audience: "followers",
  altText: null,
  createdAt: "2030-01-01T00:00:00.000Z",
  user: { id: "u1", username: "aiko", firstName: "Aiko", lastName: "T", profileImageUrl: null },
  isLiked: false,
  likeCount: 3,
  likesCount: 3,
} as unknown as Story;

function renderFooter(isOwn: boolean, locale: "en" | "ja" = "en") {
  const onOpenMessages = vi.fn();
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ja}>
      <StoryViewerFooter
        story={story}
        isOwn={isOwn}
        position={{ current: 1, total: 2 }}
        liking={false}
        sending={false}
        onLike={vi.fn()}
        onSend={vi.fn()}
        onOpenMessages={onOpenMessages}
        onTypingChange={vi.fn()}
      />
    </NextIntlClientProvider>,
  );
  return { onOpenMessages };
}

describe("StoryViewerFooter", () => {
  it("gives viewers the spec's like button and 'Send message...'", () => {
    renderFooter(false);
    expect(screen.getByRole("button", { name: "Like story" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Send message..." })).toBeInTheDocument();
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("tells the owner the footer is theirs: a heading, who liked it and the messages to read", () => {
    const { onOpenMessages } = renderFooter(true);
    const own = screen.getByRole("region", { name: "Your story · only you see this" });
    expect(within(own).getByText("3 people liked it")).toBeInTheDocument();
    fireEvent.click(within(own).getByRole("button", { name: "Read messages" }));
    expect(onOpenMessages).toHaveBeenCalledOnce();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("says the same in Japanese", () => {
    renderFooter(true, "ja");
    const own = screen.getByRole("region", { name: "あなたのストーリー・自分にだけ表示されています" });
    expect(within(own).getByText("3人がいいね！しました")).toBeInTheDocument();
    expect(within(own).getByRole("button", { name: "メッセージを読む" })).toBeInTheDocument();
  });
});
