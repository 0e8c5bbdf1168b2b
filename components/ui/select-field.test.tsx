import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";
import { SelectField } from "./select-field";

// SelectField's Radix Select loads on the first press of its trigger (outside the first-load JavaScript):
// the trigger is there, labelled and showing the value, before; the first press opens the list; a failed
// download toasts and the next press downloads again.
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));
const failing = vi.hoisted(() => ({ popup: 0 }));
vi.mock("@/components/ui/select-field-popup", async (importOriginal) => {
  if (failing.popup > 0 && failing.popup--) throw new TypeError("Failed to fetch dynamically imported module: https://niji.example/_next/static/chunks/select.js");
  return importOriginal();
});

beforeAll(() => {
  // Radix Select measures and scrolls; jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(() => toast.error.mockReset());

const OPTIONS = [
  { value: "bar", label: "Bar" },
  { value: "cafe", label: "Café" },
];

function Harness({ initial = "bar", onChange = () => undefined, placeholder }: { initial?: string; onChange?: (v: string) => void; placeholder?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <SelectField
      id="kind"
      label="Business Type"
      placeholder={placeholder}
      value={value}
      options={OPTIONS}
      error={value === "" ? "Pick one" : undefined}
      onChange={(v) => (setValue(v), onChange(v))}
    />
  );
}

function renderIn(ui: React.ReactNode, locale: "en" | "ja" = "en") {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ja}>
      {ui}
    </NextIntlClientProvider>,
  );
  return screen.getByRole("combobox", { name: "Business Type" });
}

function pick(name: string) {
  const option = screen.getByRole("option", { name });
  act(() => option.focus());
  fireEvent.keyDown(option, { key: "Enter" });
}

describe("SelectField", () => {
  // first: a module that loaded once stays loaded in this file
  it("toasts when the select fails to download, keeps the trigger, and downloads again on the next press (ja)", async () => {
    failing.popup = 1;
    const trigger = renderIn(<Harness />, "ja");
    fireEvent.click(trigger);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ja.common.loadFailed, { id: "load-failed" }));
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(screen.getByRole("combobox", { name: "Business Type" })).toHaveTextContent("Bar");

    fireEvent.click(screen.getByRole("combobox", { name: "Business Type" }));
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it("shows a labelled, closed combobox with the chosen option before anything loads", () => {
    const trigger = renderIn(<Harness />);
    expect(trigger).toHaveTextContent("Bar");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger).toHaveAttribute("type", "button");
    expect(trigger).not.toHaveAttribute("data-placeholder");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("picks an option when a letter is typed on the closed trigger, as Radix's does, without opening it", () => {
    const onChange = vi.fn();
    const trigger = renderIn(<Harness onChange={onChange} />);
    fireEvent.keyDown(trigger, { key: "c" });
    expect(trigger).toHaveTextContent("Café");
    expect(onChange).toHaveBeenLastCalledWith("cafe");
    fireEvent.keyDown(trigger, { key: "B" }); // any case, from the top again
    expect(trigger).toHaveTextContent("Bar");
    fireEvent.keyDown(trigger, { key: "z" }); // no option starts with it: nothing changes
    expect(trigger).toHaveTextContent("Bar");
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  it("shows the placeholder and the error the same way", () => {
    const trigger = renderIn(<Harness initial="" placeholder="Choose" />);
    expect(trigger).toHaveTextContent("Choose");
    expect(trigger).toHaveAttribute("data-placeholder", "");
    expect(trigger).toHaveAttribute("aria-invalid", "true");
    expect(trigger).toHaveAccessibleDescription("Pick one");
  });

  it("opens the list on the first press, and the choice reaches the form", async () => {
    const onChange = vi.fn();
    fireEvent.click(renderIn(<Harness onChange={onChange} />));
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Bar" })).toHaveAttribute("aria-selected", "true");
    pick("Café");
    expect(onChange).toHaveBeenCalledWith("cafe");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    const trigger = screen.getByRole("combobox", { name: "Business Type" });
    expect(trigger).toHaveTextContent("Café");
    // from then on it is Radix's own select: the keyboard opens it again
    fireEvent.keyDown(trigger, { key: "Enter" });
    expect(await screen.findByRole("option", { name: "Bar" })).toHaveAttribute("aria-selected", "false");
  });

  it.each(["Enter", " ", "ArrowDown", "ArrowUp"])("opens on %j from the keyboard", async (key) => {
    fireEvent.keyDown(renderIn(<Harness />), { key });
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
  });

});
