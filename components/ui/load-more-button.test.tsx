import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LoadMoreButton } from "./load-more-button";

// A stand-in IntersectionObserver the test drives by hand.
let observers: { callback: IntersectionObserverCallback; targets: Element[]; disconnected: boolean }[] = [];
class FakeObserver {
  private entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [], disconnected: false };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    this.entry.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
const live = () => observers.filter((o) => !o.disconnected && o.targets.length);
const scrollIntoReach = () =>
  act(() => {
    for (const o of live()) o.callback([{ isIntersecting: true, target: o.targets[0] } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

beforeEach(() => {
  observers = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe("LoadMoreButton", () => {
  it("loads the next page when the end of the list comes near, and on a press", () => {
    const onLoad = vi.fn();
    render(<LoadMoreButton hasMore loading={false} onLoad={onLoad} label="Load more" />);
    scrollIntoReach();
    expect(onLoad).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(onLoad).toHaveBeenCalledTimes(2);
  });

  it("does not observe while a page is on its way, nor after a failure (the button retries)", () => {
    const onLoad = vi.fn();
    const { rerender } = render(<LoadMoreButton hasMore loading onLoad={onLoad} label="Load more" loadingLabel="Loading more..." />);
    expect(live()).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Loading more..." })).toBeDisabled();
    rerender(<LoadMoreButton hasMore loading={false} onLoad={onLoad} label="Load more" failedText="Couldn't load more." />);
    expect(live()).toHaveLength(0);
    expect(screen.getByRole("alert")).toHaveTextContent("Couldn't load more.");
    scrollIntoReach();
    expect(onLoad).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(onLoad).toHaveBeenCalledOnce();
  });

  it("renders nothing at the end of the list", () => {
    const { container } = render(<LoadMoreButton hasMore={false} loading={false} onLoad={vi.fn()} label="Load more" />);
    expect(container).toBeEmptyDOMElement();
    expect(live()).toHaveLength(0);
  });
});
