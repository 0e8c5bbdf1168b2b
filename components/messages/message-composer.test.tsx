import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGE_MAX } from "./limits";
import { MessageComposer } from "./message-composer";
import { jsonReply, message, renderWith } from "./test-support";
import { threadKey } from "./thread-cache";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }), usePathname: () => "/messages/c1" }));
const upload = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock("@/lib/client/upload-file", async (original) => ({ ...(await original<object>()), uploadFile: upload.uploadFile }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async () => jsonReply(message("new", { senderId: "me" }), { status: 201 }));
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  fetchMock.mockReset();
  upload.uploadFile.mockReset();
  vi.unstubAllGlobals();
});

const box = () => screen.getByRole("textbox", { name: "Message" });
const sentBodies = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").map(([url, init]) => [String(url), JSON.parse(String(init!.body))]);

describe("MessageComposer", () => {
  it("sends with Enter, clears the box and adds the message to the thread", async () => {
    const { client } = renderWith(<MessageComposer conversationId="c1" />);
    client.setQueryData(threadKey("c1"), { pages: [{ items: [message("old")], nextCursor: null }], pageParams: [null] });
    fireEvent.change(box(), { target: { value: "  Hello there  " } });
    fireEvent.keyDown(box(), { key: "Enter" });
    await waitFor(() => expect(box()).toHaveValue(""));
    expect(sentBodies()).toEqual([["/api/conversations/c1/messages", { content: "Hello there" }]]);
    const pages = client.getQueryData<{ pages: { items: { id: string }[] }[] }>(threadKey("c1"));
    expect(pages?.pages[0]!.items.map((m) => m.id)).toEqual(["old", "new"]);
  });

  it("starts a new line with Shift+Enter and doesn't send while a Japanese IME is composing", () => {
    renderWith(<MessageComposer conversationId="c1" />);
    fireEvent.change(box(), { target: { value: "line one" } });
    fireEvent.keyDown(box(), { key: "Enter", shiftKey: true });
    fireEvent.keyDown(box(), { key: "Enter", isComposing: true });
    expect(sentBodies()).toEqual([]);
  });

  it("sends with the Send button, which waits for text or media", async () => {
    renderWith(<MessageComposer conversationId="c1" />);
    const send = screen.getByRole("button", { name: "Send" });
    expect(send).toBeDisabled();
    fireEvent.change(box(), { target: { value: "   " } });
    expect(send).toBeDisabled();
    fireEvent.change(box(), { target: { value: "Hi" } });
    fireEvent.click(send);
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
  });

  it("shows a counter near 2,000 characters and refuses to send past it", () => {
    renderWith(<MessageComposer conversationId="c1" />);
    fireEvent.change(box(), { target: { value: "a".repeat(100) } });
    expect(screen.queryByText(/\/ 2,000/)).toBeNull();
    fireEvent.change(box(), { target: { value: "a".repeat(1900) } });
    expect(screen.getByText("1,900 / 2,000")).toBeInTheDocument();
    fireEvent.change(box(), { target: { value: "a".repeat(MESSAGE_MAX + 1) } });
    expect(screen.getByText("Messages can be up to 2,000 characters.")).toBeInTheDocument();
    expect(box()).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    fireEvent.keyDown(box(), { key: "Enter" });
    expect(sentBodies()).toEqual([]);
  });

  it("uploads one photo with progress, takes its alt text and sends it", async () => {
    let finish: (path: string) => void = () => {};
    upload.uploadFile.mockImplementation((_file: File, options: { onProgress?: (f: number) => void }) => {
      options.onProgress?.(0.4);
      return new Promise<string>((resolve) => (finish = resolve));
    });
    renderWith(<MessageComposer conversationId="c1" />);
    fireEvent.change(screen.getByTestId("message-file-input"), { target: { files: [new File([new Uint8Array(8)], "pride.jpg", { type: "image/jpeg" })] } });
    expect(await screen.findByText("Uploading… 40%")).toBeInTheDocument();
    expect(upload.uploadFile).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ registerUrl: "/api/message-media", field: "mediaURL" }));
    await act(async () => finish("/objects/uploads/pride"));
    expect(screen.getByRole("button", { name: "Attach a photo or video" })).toBeDisabled();
    fireEvent.change(screen.getByLabelText("Describe the attachment (alt text)"), { target: { value: "Rainbow flags" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(sentBodies()).toEqual([["/api/conversations/c1/messages", { mediaUrl: "/objects/uploads/pride", altText: "Rainbow flags" }]]));
    await waitFor(() => expect(screen.queryByLabelText("Describe the attachment (alt text)")).toBeNull());
  });

  it("refuses a file that is neither a photo nor a video", () => {
    renderWith(<MessageComposer conversationId="c1" />);
    fireEvent.change(screen.getByTestId("message-file-input"), { target: { files: [new File(["x"], "notes.pdf", { type: "application/pdf" })] } });
    expect(upload.uploadFile).not.toHaveBeenCalled();
  });
});
