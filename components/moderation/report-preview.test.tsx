import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import type { ModerationReport, ReportedMessage, ReportPreview as Preview } from "@/lib/contract/moderation/types";
import { messages } from "@/messages/en";
import { ReportPreview } from "./report-preview";

const aiko = { id: "a", username: "aiko", name: null, firstName: null, lastName: null, profileImageUrl: null };
const ben = { id: "b", username: "ben", name: null, firstName: null, lastName: null, profileImageUrl: null };
const msg = (id: string, over: Partial<ReportedMessage> = {}): ReportedMessage => ({ id, sender: aiko, content: `text ${id}`, mediaUrl: null, mediaType: null, createdAt: "2026-01-01T10:00:00.000Z", reported: false, ...over });

function show(preview: Preview) {
  const report = { id: "r1", targetType: preview.kind, targetId: "t1", preview } as unknown as ModerationReport;
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <ReportPreview report={report} />
    </NextIntlClientProvider>,
  );
}

describe("ReportPreview for messages", () => {
  it("shows a reported message in its context, oldest first, the reported one marked", () => {
    show({ kind: "message", contextShared: true, deleted: false, context: [msg("m1"), msg("m2", { sender: ben, reported: true, content: "the bad one" }), msg("m3", { content: null, mediaUrl: "/objects/x.jpg", mediaType: "image" })] });
    expect(screen.getByText("The reporter shared the messages before this one, as they were when reported.")).toBeInTheDocument();
    const items = within(screen.getByRole("list", { name: "Messages around the report" })).getAllByRole("listitem");
    expect(items.map((li) => li.getAttribute("data-reported"))).toEqual([null, "true", null]);
    expect(items[1]).toHaveTextContent("@ben");
    expect(items[1]).toHaveTextContent("Reported");
    expect(items[1]).toHaveTextContent("the bad one");
    expect(within(items[2]!).getByRole("img", { name: "Reported media" })).toHaveAttribute("src", "/objects/x.jpg");
    expect(items[2]).toHaveTextContent("Media only");
  });

  it("says when the reporter did not share the conversation, and when the message is gone since", () => {
    show({ kind: "message", contextShared: false, deleted: true, context: [msg("m2", { reported: true })] });
    expect(screen.getByText(/The reporter did not share the conversation/)).toBeInTheDocument();
    expect(screen.getByText("The reported message has since been deleted from the conversation.")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Messages around the report" })).getAllByRole("listitem")).toHaveLength(1);
  });

  it("names a reported conversation's members above its last messages", () => {
    show({ kind: "conversation", members: [aiko, ben], context: [msg("m1")] });
    expect(screen.getByText("Between @aiko · @ben")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Messages around the report" })).toHaveTextContent("text m1");
  });

  it("says so when no message is left", () => {
    show({ kind: "conversation", members: [aiko, ben], context: [] });
    expect(screen.getByText("No messages left")).toBeInTheDocument();
  });
});

describe("ReportPreview's still images", () => {
  it("draws a post's, a comment's and a story's image through its WebP variants when the reply carries them", () => {
    show({ kind: "post", caption: "hi", mediaUrl: "/objects/p.jpg", mediaType: "image", mediaWidths: [320, 640] });
    const img = screen.getByRole("img", { name: "Reported media" });
    expect(img).toHaveAttribute("src", "/objects/p.jpg");
    expect(img).toHaveAttribute("srcset", "/objects/p.jpg.w320.webp 320w, /objects/p.jpg.w640.webp 640w");
    expect(img).toHaveAttribute("sizes", "80px");
  });

  it.each<Preview>([
    { kind: "comment", text: "hi", mediaUrl: "/objects/c.jpg", mediaWidths: [320] },
    { kind: "story", mediaUrl: "/objects/c.jpg", mediaType: "image", mediaWidths: [320] },
  ])("the same for a $kind", (preview) => {
    show(preview);
    expect(screen.getByRole("img", { name: "Reported media" })).toHaveAttribute("srcset", "/objects/c.jpg.w320.webp 320w");
  });

  it("keeps the original alone for an image stored without variants", () => {
    show({ kind: "post", caption: "hi", mediaUrl: "/objects/old.jpg", mediaType: "image" });
    const img = screen.getByRole("img", { name: "Reported media" });
    expect(img).toHaveAttribute("src", "/objects/old.jpg");
    expect(img).not.toHaveAttribute("srcset");
  });
});
