import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Label } from "./label";

describe("Label", () => {
  it("names its control and keeps a double click on its text from selecting it", () => {
    render(
      <>
        <Label htmlFor="caption">Caption</Label>
        <input id="caption" />
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Caption" })).toBeInTheDocument();
    const label = screen.getByText("Caption");
    // fireEvent answers false when a handler prevented the default
    expect(fireEvent.mouseDown(label, { detail: 1 })).toBe(true);
    expect(fireEvent.mouseDown(label, { detail: 2 })).toBe(false);
  });

  it("leaves a double click on a control inside it alone, and runs the caller's handler first", () => {
    const seen: number[] = [];
    render(
      <Label onMouseDown={(event) => seen.push(event.detail)}>
        Remember me <input type="checkbox" />
      </Label>,
    );
    expect(fireEvent.mouseDown(screen.getByRole("checkbox"), { detail: 2 })).toBe(true);
    expect(seen).toEqual([]);
    expect(fireEvent.mouseDown(screen.getByText(/Remember me/), { detail: 2 })).toBe(false);
    expect(seen).toEqual([2]);
  });
});
