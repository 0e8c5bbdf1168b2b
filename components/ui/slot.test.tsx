import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Link from "next/link";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { Button } from "./button";
import { Slot } from "./slot";

describe("Slot (Button asChild)", () => {
  it("renders the child element with the button's classes joined before the child's, and no button around it", () => {
    render(
      <Button asChild variant="outline" className="flex-1">
        <Link href="/events" className="text-foreground">
          Events
        </Link>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Events" });
    expect(link).toHaveAttribute("href", "/events");
    expect(link).toHaveAttribute("data-slot", "button");
    expect(link).toHaveAttribute("data-variant", "outline");
    expect(link.className).toMatch(/border.*flex-1 text-foreground$/);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("runs both click handlers, the child's first, and the child's other props win", async () => {
    const calls: string[] = [];
    render(
      <Slot onClick={() => calls.push("slot")} title="slot" id="from-slot">
        <button type="button" onClick={() => calls.push("child")} title="child">
          Save
        </button>
      </Slot>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    await userEvent.click(button);
    expect(calls).toEqual(["child", "slot"]);
    expect(button).toHaveAttribute("title", "child");
    expect(button).toHaveAttribute("id", "from-slot");
  });

  it("gives a handler, style and description the child does not set, and merges those it does", async () => {
    const calls: string[] = [];
    render(
      <>
        <span id="hint-a">a</span>
        <span id="hint-b">b</span>
        <Slot onClick={() => calls.push("slot")} style={{ color: "red", margin: 1 }} aria-describedby="hint-a">
          <button type="button" style={{ color: "blue" }} aria-describedby="hint-b hint-a">
            Share
          </button>
        </Slot>
      </>,
    );
    const button = screen.getByRole("button", { name: "Share" });
    await userEvent.click(button);
    expect(calls).toEqual(["slot"]);
    expect(button).toHaveStyle({ color: "rgb(0, 0, 255)", margin: "1px" });
    expect(button).toHaveAccessibleDescription("b a");
  });

  it("hands the node to the slot's ref and the child's", () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Slot ref={slotRef}>
        <a href="/saved" ref={childRef}>
          Saved
        </a>
      </Slot>,
    );
    const link = screen.getByRole("link", { name: "Saved" });
    expect(slotRef.current).toBe(link);
    expect(childRef.current).toBe(link);
  });

  it("runs a callback ref's cleanup on unmount and clears the other ref", () => {
    const slotRef = createRef<HTMLElement>();
    const seen: string[] = [];
    const childRef = (node: HTMLAnchorElement | null) => {
      seen.push(node ? "attached" : "null");
      return () => {
        seen.push("cleanup");
      };
    };
    const { unmount } = render(
      <Slot ref={slotRef}>
        <a href="/saved" ref={childRef}>
          Saved
        </a>
      </Slot>,
    );
    expect(slotRef.current).toBe(screen.getByRole("link", { name: "Saved" }));
    unmount();
    expect(seen).toEqual(["attached", "cleanup"]);
    expect(slotRef.current).toBeNull();
  });

  it("renders nothing for no child, and refuses anything but one element", () => {
    const { container } = render(<Slot>{null}</Slot>);
    expect(container).toBeEmptyDOMElement();
    expect(() => render(<Slot>text</Slot>)).toThrow(/one element/);
  });
});
