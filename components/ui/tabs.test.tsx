import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function Three({ onValueChange, disabledMiddle = false }: { onValueChange?: (v: string) => void; disabledMiddle?: boolean }) {
  return (
    <Tabs defaultValue="posts" onValueChange={onValueChange}>
      <TabsList aria-label="Profile">
        <TabsTrigger value="posts">Posts</TabsTrigger>
        <TabsTrigger value="saved" disabled={disabledMiddle}>
          Saved
        </TabsTrigger>
        <TabsTrigger value="events">Events</TabsTrigger>
      </TabsList>
      <TabsContent value="posts">posts panel</TabsContent>
      <TabsContent value="saved">saved panel</TabsContent>
      <TabsContent value="events">events panel</TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });

describe("Tabs", () => {
  it("names a tablist, marks the selected tab, ties each tab to its panel and renders only the selected panel's content", () => {
    render(<Three />);
    expect(screen.getByRole("tablist", { name: "Profile" })).toHaveAttribute("aria-orientation", "horizontal");
    expect(tab("Posts")).toHaveAttribute("aria-selected", "true");
    expect(tab("Posts")).toHaveAttribute("data-state", "active");
    expect(tab("Saved")).toHaveAttribute("aria-selected", "false");
    expect(tab("Saved")).toHaveAttribute("data-state", "inactive");
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveTextContent("posts panel");
    expect(panel).toHaveAttribute("id", tab("Posts").getAttribute("aria-controls"));
    expect(panel).toHaveAccessibleName("Posts");
    // the other panels are in the page (aria-controls points at them) but hidden and empty
    const saved = document.getElementById(tab("Saved").getAttribute("aria-controls")!)!;
    expect(saved).not.toBeVisible();
    expect(saved).toBeEmptyDOMElement();
    expect(screen.queryByText("saved panel")).toBeNull();
  });

  it("selects a tab on a press, shows its panel and tells the owner once", async () => {
    const changed = vi.fn();
    render(<Three onValueChange={changed} />);
    await userEvent.click(tab("Events"));
    expect(tab("Events")).toHaveAttribute("aria-selected", "true");
    expect(tab("Posts")).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("events panel");
    expect(changed.mock.calls).toEqual([["events"]]);
    await userEvent.click(tab("Events"));
    expect(changed).toHaveBeenCalledTimes(1); // pressing the selected tab again changes nothing
  });

  it("keeps only the selected tab in the Tab order and moves with the arrow keys, Home and End, wrapping and skipping a disabled tab", async () => {
    render(<Three disabledMiddle />);
    expect(tab("Posts")).toHaveAttribute("tabindex", "0");
    expect(tab("Events")).toHaveAttribute("tabindex", "-1");
    await userEvent.tab();
    expect(tab("Posts")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Events")).toHaveFocus(); // Saved is disabled
    expect(tab("Events")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("events panel");
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Posts")).toHaveFocus(); // wraps
    await userEvent.keyboard("{ArrowLeft}");
    expect(tab("Events")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(tab("Posts")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{End}");
    expect(tab("Events")).toHaveAttribute("aria-selected", "true");
    // Tab leaves the list for the panel
    await userEvent.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });

  it("does not select a disabled tab, nor on a Ctrl-press", async () => {
    const user = userEvent.setup(); // one session, so Control stays held for the press
    render(<Three disabledMiddle />);
    await user.click(tab("Saved"));
    expect(tab("Saved")).toHaveAttribute("aria-selected", "false");
    expect(tab("Saved")).toHaveAttribute("data-disabled", "");
    await user.keyboard("{Control>}");
    await user.click(tab("Events"));
    await user.keyboard("{/Control}");
    expect(tab("Events")).toHaveAttribute("aria-selected", "false");
    expect(tab("Posts")).toHaveAttribute("aria-selected", "true");
    await user.click(tab("Events"));
    expect(tab("Events")).toHaveAttribute("aria-selected", "true");
  });

  it("selects on a click that comes without a press (assistive technology, element.click()), and PageUp/PageDown go to the ends", async () => {
    render(<Three />);
    fireEvent.click(tab("Events"));
    expect(tab("Events")).toHaveAttribute("aria-selected", "true");
    tab("Events").focus();
    await userEvent.keyboard("{PageUp}");
    expect(tab("Posts")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{PageDown}");
    expect(tab("Events")).toHaveAttribute("aria-selected", "true");
  });

  it("follows the owner's value when controlled", async () => {
    function Controlled() {
      const [value, setValue] = useState("inbox");
      return (
        <>
          <p>now {value}</p>
          <Tabs value={value} onValueChange={setValue}>
            <TabsList aria-label="Folders">
              <TabsTrigger value="inbox">Inbox</TabsTrigger>
              <TabsTrigger value="requests">Requests</TabsTrigger>
            </TabsList>
            <TabsContent value="inbox">inbox list</TabsContent>
            <TabsContent value="requests">requests list</TabsContent>
          </Tabs>
          <button type="button" onClick={() => setValue("inbox")}>
            back
          </button>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(tab("Requests"));
    expect(screen.getByText("now requests")).toBeInTheDocument();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("requests list");
    await userEvent.click(screen.getByRole("button", { name: "back" }));
    expect(tab("Inbox")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("inbox list");
  });

  it("keeps a force-mounted panel's content while another tab is selected", async () => {
    render(
      <Tabs defaultValue="a">
        <TabsList aria-label="Two">
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
        <TabsContent value="a" forceMount>
          kept a
        </TabsContent>
        <TabsContent value="b">b</TabsContent>
      </Tabs>,
    );
    await userEvent.click(tab("B"));
    expect(screen.getByText("kept a")).toBeInTheDocument();
  });
});
