import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MessageButton } from "./message-button";
import { MessagesIcon } from "./messages-icon";
import { UNREAD_MESSAGES_KEY } from "./query-keys";
import { conversation, jsonReply, renderWith } from "./test-support";

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/profile/them" }));
vi.mock("@/components/ui/toast", () => ({ toast }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  router.push.mockReset();
  toast.error.mockReset();
  vi.unstubAllGlobals();
});

describe("MessageButton", () => {
  it("opens the conversation the server answers", async () => {
    fetchMock.mockResolvedValue(jsonReply(conversation({ id: "c9" }), { status: 201 }));
    renderWith(<MessageButton userId="them" />);
    fireEvent.click(screen.getByRole("button", { name: "Message" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/messages/c9"));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ userId: "them" });
  });

  it("says clearly when the member takes messages only from people they follow", async () => {
    fetchMock.mockResolvedValue(jsonReply({ message: "off", code: "message_requests_off" }, { status: 403 }));
    renderWith(<MessageButton userId="them" />);
    fireEvent.click(screen.getByRole("button", { name: "Message" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Messages are limited", { description: "This member only accepts messages from people they follow." }));
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe("MessagesIcon", () => {
  it("links to /messages with inbox and requests counted in its badge and name", () => {
    const view = renderWith(<MessagesIcon />);
    view.client.setQueryData(UNREAD_MESSAGES_KEY, { inbox: 2, requests: 1 });
    return waitFor(() => {
      const link = screen.getByRole("link", { name: "Messages, 3 unread conversations" });
      expect(link).toHaveAttribute("href", "/messages");
      expect(screen.getByTestId("messages-badge")).toHaveTextContent("3");
    });
  });

  it("shows no badge with nothing to read", async () => {
    fetchMock.mockResolvedValue(jsonReply({ inbox: 0, requests: 0 }));
    renderWith(<MessagesIcon />);
    expect(await screen.findByRole("link", { name: "Messages" })).toBeInTheDocument();
    expect(screen.queryByTestId("messages-badge")).toBeNull();
  });
});
