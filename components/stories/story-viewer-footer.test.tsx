import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import type { Story } from "@/lib/contract/stories/types";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";
import { StoryViewerFooter } from "./story-viewer-footer";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));

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
    const own = screen.getByRole("region", { name: "あなたのストーリーズ・自分にだけ表示されています" });
    expect(within(own).getByText("3人がいいね！しました")).toBeInTheDocument();
    expect(within(own).getByRole("button", { name: "メッセージを読む" })).toBeInTheDocument();
  });
});

describe("StoryViewerFooter reply: every Enter sends or says why not", () => {
  function renderReply({ sending = false, locale = "en" as "en" | "ja" } = {}) {
    toast.mockReset();
    toast.error.mockReset();
    const onSend = vi.fn<(content: string) => Promise<unknown>>().mockResolvedValue(undefined);
    render(
      <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ja}>
        <StoryViewerFooter
          story={story}
          isOwn={false}
          position={{ current: 1, total: 2 }}
          liking={false}
          sending={sending}
          onLike={vi.fn()}
          onSend={onSend}
          onOpenMessages={vi.fn()}
          onTypingChange={vi.fn()}
        />
      </NextIntlClientProvider>,
    );
    return { onSend, input: screen.getByRole("textbox") };
  }

  it("sends on Enter and clears the input", async () => {
    const { onSend, input } = renderReply();
    fireEvent.change(input, { target: { value: "  Love this!  " } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSend).toHaveBeenCalledExactlyOnceWith("Love this!");
    await waitFor(() => expect(input).toHaveValue(""));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("says nothing was sent when Enter finds nothing written (also only spaces)", () => {
    const { onSend, input } = renderReply();
    fireEvent.keyDown(input, { key: "Enter" });
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenCalledWith("Nothing sent: write a message first.");
  });

  it("says the last message is still sending when Enter comes while it is pending, keeping the text", () => {
    const { onSend, input } = renderReply({ sending: true });
    fireEvent.change(input, { target: { value: "Again" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith("Your last message is still sending. Try again in a moment.");
    expect(input).toHaveValue("Again");
  });

  it("does not send on the Enter that confirms a Japanese IME conversion, and sends on the Enter after it", () => {
    const { onSend, input } = renderReply({ locale: "ja" });
    fireEvent.change(input, { target: { value: "すてき" } });
    fireEvent.keyDown(input, { key: "Enter", isComposing: true });
    fireEvent.keyDown(input, { key: "Enter", keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSend).toHaveBeenCalledExactlyOnceWith("すてき");
  });

  it("says why in Japanese too", () => {
    const { input } = renderReply({ locale: "ja" });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(toast.error).toHaveBeenCalledWith("メッセージが入力されていないため、送信されませんでした。");
  });
});
