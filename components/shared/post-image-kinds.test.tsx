import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { CommentItem } from "@/components/comments/comment-item";
import { MessageBubble } from "@/components/messages/message-bubble";
import { PostAuthor } from "@/components/posts/post-author";
import { StoryMedia } from "@/components/stories/story-media";
import { makeQueryClient } from "@/lib/client/api-client";
import { QueryClientProvider } from "@/lib/client/query";
import type { MessageDto } from "@/lib/contract/messages/types";
import type { CommentDto } from "@/lib/contract/posts/types";
import type { Story } from "@/lib/contract/stories/types";
import type { UserSummary } from "@/lib/contract/users/types";
import { messages } from "@/messages/en";

vi.mock("@/components/ui/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

// Avatars, stories, comments and messages draw their stored images through PostImage, like posts:
// a srcset over the WebP variants the reply names, `sizes` at the width they are drawn (docs/decisions/media.md).
const PLACEHOLDER = "nMMBBICQpoh3eIh3d4dfd4iQZw==";
const W = [320, 640, 1080];
const set = (url: string) => W.map((w) => `${url}.w${w}.webp ${w}w`).join(", ");
const aiko: UserSummary = { id: "u1", username: "aiko", name: null, firstName: "Aiko", lastName: "T", profileImageUrl: "/objects/m/face.jpg", profileImageWidths: W };

const wrap = (ui: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <QueryClientProvider client={makeQueryClient()}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
const imgs = (container: HTMLElement) => [...container.querySelectorAll("img")];

describe("stored images beyond posts", () => {
  it("an avatar asks for the variant of its 40 px, not the original", () => {
    const { container } = wrap(<PostAuthor user={aiko} location={null} />);
    const [img] = imgs(container);
    expect(img!.getAttribute("src")).toBe("/objects/m/face.jpg");
    expect(img!.getAttribute("srcset")).toBe(set("/objects/m/face.jpg"));
    expect(img!.getAttribute("sizes")).toBe("40px");
  });

  it("an avatar without variants (an older photo, an https address, none) keeps its plain src", () => {
    const { container } = wrap(<PostAuthor user={{ ...aiko, profileImageWidths: undefined }} location={null} />);
    expect(imgs(container)[0]!.hasAttribute("srcset")).toBe(false);
  });

  it("a story photo fills the viewer from its variants, over its placeholder", () => {
    const story = { id: "s1", imageUrl: "/objects/m/story.jpg", imageWidths: W, imagePlaceholder: PLACEHOLDER, mediaType: "image" } as Story;
    wrap(<StoryMedia story={story} label="A story" paused={false} onReady={() => {}} onFailed={() => {}} onProgress={() => {}} onEnded={() => {}} />);
    const img = screen.getByRole("img", { name: "A story" });
    expect(img.getAttribute("srcset")).toBe(set("/objects/m/story.jpg"));
    expect(img.getAttribute("sizes")).toBe("(max-width: 767px) 100vw, 484px");
    expect(img.style.backgroundImage).toMatch(/^url\("?data:image\/png;base64,/);
  });

  it("a comment's image and its author's avatar, each at its own width", () => {
    const comment = { id: "c1", postId: "p1", userId: "u1", user: aiko, content: null, imageUrl: "/objects/m/c.jpg", imageWidths: W, imagePlaceholder: PLACEHOLDER, videoUrl: null, altText: "A cat", createdAt: "2026-01-01T00:00:00.000Z" } satisfies CommentDto;
    const { container } = wrap(<ul><CommentItem comment={comment} isAuthor={false} /></ul>);
    expect(imgs(container).map((img) => [img.getAttribute("srcset"), img.getAttribute("sizes")])).toEqual([
      [set("/objects/m/face.jpg"), "32px"],
      [set("/objects/m/c.jpg"), "160px"],
    ]);
  });

  it("a message's image and a story reply's preview", () => {
    const message: MessageDto = {
      id: "m1",
      conversationId: "c1",
      senderId: "u1",
      content: null,
      media: { url: "/objects/m/msg.jpg", mediaType: "image", altText: "A bridge", widths: W, placeholder: PLACEHOLDER },
      isStoryReply: true,
      story: { id: "s1", imageUrl: "/objects/m/story.jpg", imageWidths: W, mediaType: "image", altText: "The story" },
      createdAt: "2026-01-01T00:00:00.000Z",
    };
    wrap(<ul><MessageBubble message={message} mine={false} otherName="Aiko" /></ul>);
    const photo = screen.getByRole("img", { name: "A bridge" });
    expect(photo.getAttribute("srcset")).toBe(set("/objects/m/msg.jpg"));
    expect(photo.getAttribute("sizes")).toBe("(max-width: 560px) 75vw, 432px");
    const preview = screen.getByRole("img", { name: "The story" });
    expect(preview.getAttribute("srcset")).toBe(set("/objects/m/story.jpg"));
    expect(preview.getAttribute("sizes")).toBe("40px");
  });
});
