import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Progress } from "./progress";

describe("Progress", () => {
  it("is a named progress bar that reads its value as a percentage", () => {
    render(<Progress aria-label="Uploading photo" value={40} />);
    const bar = screen.getByRole("progressbar", { name: "Uploading photo" });
    expect(bar).toHaveAttribute("aria-valuenow", "40");
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(bar).toHaveAttribute("aria-valuetext", "40%");
    expect(bar).toHaveAttribute("data-state", "loading");
    expect(bar.firstElementChild).toHaveStyle({ transform: "translateX(-60%)" });
  });

  it("scales to its max, clamps, and says when it is complete", () => {
    const { rerender } = render(<Progress aria-label="Sending" value={3} max={4} />);
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "75%");
    rerender(<Progress aria-label="Sending" value={9} max={4} />);
    expect(screen.getByRole("progressbar")).toHaveAttribute("data-state", "complete");
    expect(screen.getByRole("progressbar").firstElementChild).toHaveStyle({ transform: "translateX(-0%)" });
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "4"); // never out of its range
    rerender(<Progress aria-label="Sending" value={-3} max={0} />);
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuemax", "100"); // a max that is no range falls back to 100
  });

  it("has no value while indeterminate", () => {
    render(<Progress aria-label="Preparing" value={null} />);
    const bar = screen.getByRole("progressbar", { name: "Preparing" });
    expect(bar).not.toHaveAttribute("aria-valuenow");
    expect(bar).not.toHaveAttribute("aria-valuetext");
    expect(bar).toHaveAttribute("data-state", "indeterminate");
    expect(bar.firstElementChild).toHaveClass("animate-pulse");
  });
});
