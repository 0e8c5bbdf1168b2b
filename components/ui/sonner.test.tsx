import { act, render, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "./sonner";
import { toast as lazyToast } from "./toast";

const shown = () => [...document.querySelectorAll("[data-sonner-toast]")].filter((el) => el.getAttribute("data-removed") !== "true");

describe("Toaster", () => {
  // sonner dismisses a toast on a 4 s timer: cleared after each test, so none fires once the
  // document is gone (an unhandled "window is not defined" after the file ended)
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
  });

  it("sits at the bottom, keeps one toast at a time and puts the close button inside the toast", async () => {
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
    expect(document.querySelector("[data-sonner-toaster]")).toHaveAttribute("data-y-position", "bottom");
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
