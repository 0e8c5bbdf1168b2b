import { act, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/lib/client/api-client";
import { QueryClientProvider, type QueryClient } from "@/lib/client/query";
import type { UnreadConversations } from "@/lib/contract/messages/types";
import { messages } from "@/messages/en";
import { ConversationList } from "./conversation-list";
import { UNREAD_MESSAGES_KEY } from "./query-keys";
import { jsonReply, ME } from "./test-support";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }), usePathname: () => "/messages" }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async () => jsonReply([]));
});
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const page = (client: QueryClient) => (
  <NextIntlClientProvider locale="en" messages={messages}>
    <QueryClientProvider client={client}>
      <ConversationList viewerId={ME} />
    </QueryClientProvider>
  </NextIntlClientProvider>
);

describe("ConversationList hydration", () => {
  // /messages sits under (screens)/loading.tsx, so it hydrates after the layout: by then the nav's
  // unread query (or the live stream's "unread" event for a request that just arrived) has filled the
  // cache the server render never had.
  it("hydrates without a mismatch when a message request arrived before the list hydrated", async () => {
    const html = renderToString(page(makeQueryClient()));
    expect(html).toContain(">Requests<");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);

    const client = makeQueryClient();
    client.setQueryData<UnreadConversations>(UNREAD_MESSAGES_KEY, { inbox: 0, requests: 1 });
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, page(client), { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    // once hydrated, the tab shows the count that arrived
    expect(screen.getByRole("tab", { name: "Requests (1)" })).toBeInTheDocument();
  });
});
