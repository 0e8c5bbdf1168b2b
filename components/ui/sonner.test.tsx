import { act, render, renderHook, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "./sonner";
import { APP_HEADER_ATTRIBUTE, toast as lazyToast, TOAST_TOP_OFFSET, useToastsBelow } from "./toast";


const shown = () => [...document.querySelectorAll("[data-sonner-toast]")].filter((el) => el.getAttribute("data-removed") !== "true");

describe("Toaster", () => {
  // sonner dismisses a toast on a 4 s timer: cleared after each test, so none fires once the
  // document is gone (an unhandled "window is not defined" after the file ended)
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
  });

  it("sits at the top, just under the header, on every screen (#29: toasts at the bottom covered the control just used)", async () => {
    render(<Toaster closeLabel="Close" />);
    act(() => {
      toast("A notice");
    });
    await screen.findByText("A notice");
    const toaster = document.querySelector<HTMLElement>("[data-sonner-toaster]")!;
    expect(toaster).toHaveAttribute("data-y-position", "top");
    expect(toaster).toHaveAttribute("data-x-position", "center");
    // the header is 3.5rem + 1px; the story viewer replaces the default with useToastsBelow
    expect(TOAST_TOP_OFFSET).toBe("var(--toast-top, calc(4rem + env(safe-area-inset-top)))");
    expect(toaster.style.getPropertyValue("--offset-top")).toBe(TOAST_TOP_OFFSET);
    expect(toaster.style.getPropertyValue("--mobile-offset-top")).toBe(TOAST_TOP_OFFSET);
  });

  it("useToastsBelow moves toasts under a bar of controls while it is mounted", () => {
    const bar = document.createElement("div");
    bar.getBoundingClientRect = () => ({ top: 0, bottom: 74.4, left: 0, right: 390, width: 390, height: 74.4, x: 0, y: 0, toJSON: () => ({}) });
    const { result, unmount } = renderHook(() => useToastsBelow<HTMLDivElement>());
    act(() => result.current(bar));
    expect(document.documentElement.style.getPropertyValue("--toast-top")).toBe("82px");
    unmount();
    expect(document.documentElement.style.getPropertyValue("--toast-top")).toBe("");
  });

  it("useToastsBelow with floorAtAppHeader keeps toasts under the app header once the control has scrolled up behind it", () => {
    const rect = (bottom: number) => () => ({ top: bottom - 40, bottom, left: 0, right: 390, width: 390, height: 40, x: 0, y: bottom - 40, toJSON: () => ({}) });
    const header = document.createElement("header");
    header.setAttribute(APP_HEADER_ATTRIBUTE, "");
    header.getBoundingClientRect = rect(57);
    document.body.append(header);
    const control = document.createElement("div");
    control.getBoundingClientRect = rect(120.4);
    const { result, unmount } = renderHook(() => useToastsBelow<HTMLDivElement>({ floorAtAppHeader: true }));
    act(() => result.current(control));
    // below the control while it is in view
    expect(document.documentElement.style.getPropertyValue("--toast-top")).toBe("128px");
    // scrolled up behind the header: under the header, as everywhere else
    control.getBoundingClientRect = rect(30);
    act(() => void window.dispatchEvent(new Event("scroll")));
    expect(document.documentElement.style.getPropertyValue("--toast-top")).toBe("65px");
    unmount();
    header.remove();
    expect(document.documentElement.style.getPropertyValue("--toast-top")).toBe("");
  });

  it("keeps one toast at a time and puts the close button inside the toast", async () => {
    render(<Toaster closeLabel="Close" />);
    act(() => {
      toast("First notice");
    });
    await screen.findByText("First notice");
    act(() => {
      toast("Second notice");
    });
    await screen.findByText("Second notice");
    await waitFor(() => expect(shown()).toHaveLength(1));
    expect(shown()[0]).toHaveTextContent("Second notice");
    const close = within(shown()[0] as HTMLElement).getByRole("button", { name: "Close" });
    // placed inside the toast's corner rather than straddling it
    expect(close.className).toContain("!right-2");
    expect(close.className).toContain("![transform:none]");
  });

  it("holds a toast sent through ./toast until the Toaster has mounted", async () => {
    lazyToast.success("Sent before the Toaster");
    await new Promise((r) => setTimeout(r, 20));
    expect(shown()).toHaveLength(0);
    render(<Toaster closeLabel="Close" />);
    await screen.findByText("Sent before the Toaster");
  });
});
