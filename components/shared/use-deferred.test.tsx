import { act, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOAD_PATIENCE_MS, useDeferred } from "@/hooks/use-deferred";
import { messages } from "@/messages/en";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));
afterEach(() => vi.clearAllMocks());

/** A download the test settles by hand. */
function download() {
  let settle!: { resolve: (piece: string) => void; reject: (error: Error) => void };
  const promise = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
  return { load: vi.fn(() => promise), ...settle };
}

function Viewer({ load, onShow }: { load: () => Promise<string>; onShow: (story: string) => void }) {
  const { Piece, open } = useDeferred(load);
  const [story, setStory] = useState<string | null>(null);
  const show = (name: string) => () => open(() => (setStory(name), onShow(name)));
  return (
    <div>
      <button type="button" onClick={show("A")}>Story A</button>
      <button type="button" onClick={show("B")}>Story B</button>
      {Piece && story ? <p>{`${Piece} shows ${story}`}</p> : null}
    </div>
  );
}

function renderViewer(load: () => Promise<string>, onShow = vi.fn()) {
  const view = render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <Viewer load={load} onShow={onShow} />
    </NextIntlClientProvider>,
  );
  return { ...view, onShow };
}

describe("useDeferred", () => {
  it("downloads once, and the last press while it downloads is what shows", async () => {
    const piece = download();
    const { onShow } = renderViewer(piece.load);
    fireEvent.click(screen.getByRole("button", { name: "Story A" }));
    fireEvent.click(screen.getByRole("button", { name: "Story B" }));
    await act(async () => piece.resolve("viewer"));
    expect(screen.getByText("viewer shows B")).toBeInTheDocument();
    expect(onShow.mock.calls).toEqual([["B"]]);
    expect(piece.load).toHaveBeenCalledTimes(1);
    // loaded: a press shows at once
    fireEvent.click(screen.getByRole("button", { name: "Story A" }));
    expect(screen.getByText("viewer shows A")).toBeInTheDocument();
  });

  it("does nothing for a screen left while its piece downloads: no show, no toast", async () => {
    const piece = download();
    const { onShow, unmount } = renderViewer(piece.load);
    fireEvent.click(screen.getByRole("button", { name: "Story A" }));
    unmount();
    await act(async () => piece.resolve("viewer"));
    expect(onShow).not.toHaveBeenCalled();

    const failing = download();
    const second = renderViewer(failing.load);
    fireEvent.click(screen.getByRole("button", { name: "Story A" }));
    second.unmount();
    await act(async () => failing.reject(new TypeError("Failed to fetch dynamically imported module: https://niji.example/a.js")));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts a failed download and downloads again on the next press", async () => {
    const first = download();
    const second = download();
    const load = vi.fn().mockImplementationOnce(first.load).mockImplementationOnce(second.load);
    renderViewer(load);
    fireEvent.click(screen.getByRole("button", { name: "Story A" }));
    await act(async () => first.reject(new TypeError("Failed to fetch dynamically imported module: https://niji.example/a.js")));
    expect(toast.error).toHaveBeenCalledWith(messages.common.loadFailed, expect.anything());
    expect(screen.queryByText(/shows/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Story A" }));
    await act(async () => second.resolve("viewer"));
    expect(screen.getByText("viewer shows A")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
  it("tells the member when a download stalls, asks again on the next press, and keeps a stalled download that arrives late without showing it", async () => {
    vi.useFakeTimers();
    try {
      const stalled = download();
      const second = download();
      const load = vi.fn().mockImplementationOnce(stalled.load).mockImplementationOnce(second.load);
      const { onShow } = renderViewer(load);
      fireEvent.click(screen.getByRole("button", { name: "Story A" }));
      await act(async () => vi.advanceTimersByTime(LOAD_PATIENCE_MS - 1));
      expect(toast.error).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(1));
      expect(toast.error).toHaveBeenCalledWith(messages.common.loadFailed, expect.anything());
      expect(toast.error).toHaveBeenCalledTimes(1);

      // the next press asks again; the first download arriving late shows nothing for that old press…
      fireEvent.click(screen.getByRole("button", { name: "Story B" }));
      expect(load).toHaveBeenCalledTimes(2);
      await act(async () => stalled.resolve("viewer"));
      expect(onShow).not.toHaveBeenCalled();
      // …and the second, which the press waits for, shows B
      await act(async () => second.resolve("viewer"));
      expect(screen.getByText("viewer shows B")).toBeInTheDocument();
      expect(onShow.mock.calls).toEqual([["B"]]);
      await act(async () => vi.advanceTimersByTime(LOAD_PATIENCE_MS));
      expect(toast.error).toHaveBeenCalledTimes(1); // the answered download's patience ended with it
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows at once on the press after a given-up download arrived", async () => {
    vi.useFakeTimers();
    try {
      const stalled = download();
      const { onShow } = renderViewer(stalled.load);
      fireEvent.click(screen.getByRole("button", { name: "Story A" }));
      await act(async () => vi.advanceTimersByTime(LOAD_PATIENCE_MS));
      await act(async () => stalled.resolve("viewer"));
      expect(onShow).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole("button", { name: "Story A" }));
      expect(screen.getByText("viewer shows A")).toBeInTheDocument();
      expect(stalled.load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
