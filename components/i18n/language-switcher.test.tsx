import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";
import { LanguageSwitcher } from "./language-switcher";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

beforeAll(() => {
  // Radix Select measures and scrolls; jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => undefined;
});

afterEach(() => {
  refresh.mockClear();
  document.cookie = "NIJI_LOCALE=; Max-Age=0; Path=/";
});

function renderIn(locale: "en" | "ja", save?: (locale: "en" | "ja") => Promise<boolean>) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ja}>
      <LanguageSwitcher save={save} />
    </NextIntlClientProvider>,
  );
  return screen.getByRole("combobox", { name: locale === "en" ? "Language" : "言語" });
}

function openAndPick(trigger: HTMLElement, name: string) {
  fireEvent.keyDown(trigger, { key: "Enter" });
  const option = screen.getByRole("option", { name });
  act(() => {
    option.focus();
  });
  fireEvent.keyDown(option, { key: "Enter" });
}

describe("LanguageSwitcher", () => {
  it("is a labelled combobox showing the current language, with both languages in their own script", () => {
    const trigger = renderIn("en");
    expect(trigger).toHaveTextContent("English");
    fireEvent.keyDown(trigger, { key: "Enter" });
    expect(screen.getAllByRole("option").map((o) => [o.textContent, o.getAttribute("lang")])).toEqual([
      ["English", "en"],
      ["日本語", "ja"],
    ]);
  });

  it("stores the choice in the NIJI_LOCALE cookie and refreshes the page", () => {
    const trigger = renderIn("en");
    openAndPick(trigger, "日本語");
    expect(document.cookie).toContain("NIJI_LOCALE=ja");
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("switches back to English from Japanese, and does nothing for the language already shown", () => {
    const trigger = renderIn("ja");
    expect(trigger).toHaveTextContent("日本語");
    openAndPick(trigger, "日本語");
    expect(refresh).not.toHaveBeenCalled();
    openAndPick(screen.getByRole("combobox", { name: "言語" }), "English");
    expect(document.cookie).toContain("NIJI_LOCALE=en");
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("signed in: saves through `save` (the server sets the cookie) and refreshes only once it succeeded", async () => {
    const save = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const trigger = renderIn("en", save);
    openAndPick(trigger, "日本語");
    await waitFor(() => expect(save).toHaveBeenCalledWith("ja"));
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Language" })).toBeEnabled());
    expect(refresh).not.toHaveBeenCalled();
    openAndPick(screen.getByRole("combobox", { name: "Language" }), "日本語");
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledTimes(2);
    expect(document.cookie).not.toContain("NIJI_LOCALE=ja");
  });
});
