import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SwitchRow } from "./switch-row";
import { Switch } from "./switch";

describe("Switch", () => {
  it("is a switch named by its label and described by its hint, and a press or the label toggles it", async () => {
    function Row() {
      const [on, setOn] = useState(false);
      return <SwitchRow id="discreet" label="Discreet mode" hint="Hides the app's name" checked={on} onCheckedChange={setOn} />;
    }
    render(<Row />);
    const sw = screen.getByRole("switch", { name: "Discreet mode" });
    expect(sw).toHaveAccessibleDescription("Hides the app's name");
    expect(sw).not.toBeChecked();
    expect(sw).toHaveAttribute("data-state", "unchecked");
    await userEvent.click(sw);
    expect(sw).toBeChecked();
    expect(sw).toHaveAttribute("data-state", "checked");
    await userEvent.click(screen.getByText("Discreet mode"));
    expect(sw).not.toBeChecked();
  });

  it("toggles with Space and Enter from the keyboard", async () => {
    const changed = vi.fn();
    render(<Switch aria-label="Test mode" checked={false} onCheckedChange={changed} />);
    await userEvent.tab();
    expect(screen.getByRole("switch")).toHaveFocus();
    await userEvent.keyboard(" ");
    await userEvent.keyboard("{Enter}");
    expect(changed.mock.calls).toEqual([[true], [true]]); // controlled: the owner decides, the value stays
    expect(screen.getByRole("switch")).not.toBeChecked();
  });

  it("does nothing while disabled", async () => {
    const changed = vi.fn();
    render(<Switch aria-label="Close Friends" checked disabled onCheckedChange={changed} />);
    await userEvent.click(screen.getByRole("switch"));
    expect(changed).not.toHaveBeenCalled();
    expect(screen.getByRole("switch")).toBeChecked();
    expect(screen.getByRole("switch")).toHaveAttribute("data-disabled", "");
  });

  it("keeps its own state when uncontrolled, and never submits a form it sits in", async () => {
    const submitted = vi.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={submitted}>
        <Switch aria-label="Loop" defaultChecked />
      </form>,
    );
    await userEvent.click(screen.getByRole("switch"));
    expect(screen.getByRole("switch")).not.toBeChecked();
    expect(submitted).not.toHaveBeenCalled();
  });
});
