import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { makeQueryClient } from "@/lib/client/api-client";
import { QueryClientProvider, type QueryClient } from "@/lib/client/query";
import type { ConversationDto, MessageDto } from "@/lib/contract/messages/types";
import { messages } from "@/messages/en";

// Fixtures and a render helper shared by the messages component tests.
export const ME = "me";
export const other = { id: "them", username: "kai", name: "Kai", firstName: null, lastName: null, profileImageUrl: null };

export function conversation(over: Partial<ConversationDto> = {}): ConversationDto {
  return {
    id: "c1",
    other,
    folder: "inbox",
    pendingForOther: false,
    lastMessage: null,
    lastActivityAt: "2026-01-01T10:00:00.000Z",
    unreadCount: 0,
    otherReadAt: null,
    otherMuted: false,
    ...over,
  };
}

export function message(id: string, over: Partial<MessageDto> = {}): MessageDto {
  return { id, conversationId: "c1", senderId: "them", content: `text ${id}`, media: null, isStoryReply: false, story: null, createdAt: "2026-01-01T10:00:00.000Z", ...over };
}

export function renderWith(ui: ReactNode, client: QueryClient = makeQueryClient()) {
  const view = render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { ...view, client };
}

/** A JSON reply as fetch gives it, with the next page's cursor when there is one. */
export function jsonReply(body: unknown, { status = 200, cursor }: { status?: number; cursor?: string } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (cursor) headers["x-next-cursor"] = cursor;
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers });
}
