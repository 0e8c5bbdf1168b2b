import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import { makeQueryClient } from "@/lib/client/api-client";
import { QueryClientProvider } from "@/lib/client/query";
import type { Notification } from "@/lib/contract/notifications/types";
import { messages } from "@/messages/en";
import { NotificationItem } from "./notification-item";

const ben = { id: "ben", username: "ben", name: null, firstName: "Ben", lastName: null, profileImageUrl: null, followStatus: "none" as const };
const base: Notification = {
  id: "n1",
  type: "like",
  title: "",
  body: "",
  data: null,
  readAt: null,
  isRead: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  groupCount: 1,
  actors: [ben],
  actorCount: 1,
  postId: "p1",
  post: null,
  commentId: null,
  excerpt: null,
  storyId: null,
  story: null,
  followRequestId: null,
};

function renderItem(item: Notification) {
  const client = makeQueryClient();
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <QueryClientProvider client={client}>
        <ul>
          <NotificationItem item={item} viewerId="me" />
        </ul>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

/** The row's thumbnail: the last image, after the actor's avatar. */
function thumbnail(item: Notification) {
  const { container } = renderItem(item);
  const images = container.querySelectorAll("a[aria-hidden] img");
  expect(images).toHaveLength(1);
  return images[0]!;
}

describe("a notification's thumbnail", () => {
  it("draws a post's first image through its WebP variants when the reply carries them", () => {
    const img = thumbnail({ ...base, post: { id: "p1", mediaUrl: "/objects/p.jpg", mediaType: "image", mediaWidths: [320, 640], altText: null, hasContentWarning: false } });
    expect(img).toHaveAttribute("src", "/objects/p.jpg");
    expect(img).toHaveAttribute("srcset", "/objects/p.jpg.w320.webp 320w, /objects/p.jpg.w640.webp 640w");
    expect(img).toHaveAttribute("sizes", "44px");
  });

  it("and a story's photo", () => {
    const img = thumbnail({ ...base, type: "story_like", postId: null, storyId: "s1", story: { id: "s1", ownerId: "me", imageUrl: "/objects/s.jpg", mediaType: "image", imageWidths: [320] } });
    expect(img).toHaveAttribute("srcset", "/objects/s.jpg.w320.webp 320w");
  });

  it("keeps the original alone for an image stored without variants", () => {
    const img = thumbnail({ ...base, post: { id: "p1", mediaUrl: "/objects/old.jpg", mediaType: "image", altText: null, hasContentWarning: false } });
    expect(img).toHaveAttribute("src", "/objects/old.jpg");
    expect(img).not.toHaveAttribute("srcset");
  });

  it("shows no image of a post behind a content warning", () => {
    const { container } = renderItem({ ...base, post: { id: "p1", mediaUrl: "/objects/cw.jpg", mediaType: "image", mediaWidths: [320], altText: null, hasContentWarning: true } });
    expect(container).toHaveTextContent("ben liked your post."); // the row itself is there
    expect(container.querySelector("a[aria-hidden]")).toBeNull();
    expect(container.innerHTML).not.toContain("/objects/cw.jpg");
  });
});
