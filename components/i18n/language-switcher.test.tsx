import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";
import { LanguageSwitcher } from "./language-switcher";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
// Radix Select loads on the first press of the trigger (outside the first-load JavaScript): a failed
// download toasts and the next press downloads again.
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));
const failing = vi.hoisted(() => ({ popup: 0 }));
vi.mock("./language-switcher-popup", async (importOriginal) => {
  if (failing.popup > 0 && failing.popup--) throw new TypeError("Failed to fetch dynamically imported module: https://niji.example/_next/static/chunks/language.js");
  return importOriginal();
});

beforeAll(() => {
  // Radix Select measures and scrolls; jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => undefined;
});

afterEach(() => {
  refresh.mockClear();
  toast.error.mockReset();
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

async function openAndPick(trigger: HTMLElement, name: string) {
  fireEvent.keyDown(trigger, { key: "Enter" });
  const option = await screen.findByRole("option", { name });
  act(() => {
    option.focus();
  });
  fireEvent.keyDown(option, { key: "Enter" });
}

describe("LanguageSwitcher", () => {
  // first: a module that loaded once stays loaded in this file
  it("toasts when the list fails to download, keeps the trigger, and opens it on the next press (ja)", async () => {
    failing.popup = 1;
    const trigger = renderIn("ja");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(trigger);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ja.common.loadFailed, { id: "load-failed" }));
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(screen.getByRole("combobox", { name: "言語" })).toHaveTextContent("日本語");

    fireEvent.click(screen.getByRole("combobox", { name: "言語" }));
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it("is a labelled combobox showing the current language, with both languages in their own script", async () => {
    const trigger = renderIn("en");
    expect(trigger).toHaveTextContent("English");
    fireEvent.keyDown(trigger, { key: "Enter" });
    expect((await screen.findAllByRole("option")).map((o) => [o.textContent, o.getAttribute("lang")])).toEqual([
      ["English", "en"],
      ["日本語", "ja"],
    ]);
  });

  it("stores the choice in the NIJI_LOCALE cookie and refreshes the page", async () => {
    const trigger = renderIn("en");
    await openAndPick(trigger, "日本語");
    expect(document.cookie).toContain("NIJI_LOCALE=ja");
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("switches back to English from Japanese, and does nothing for the language already shown", async () => {
    const trigger = renderIn("ja");
    expect(trigger).toHaveTextContent("日本語");
    await openAndPick(trigger, "日本語");
    expect(refresh).not.toHaveBeenCalled();
    await openAndPick(screen.getByRole("combobox", { name: "言語" }), "English");
    expect(document.cookie).toContain("NIJI_LOCALE=en");
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("signed in: saves through `save` (the server sets the cookie) and refreshes only once it succeeded", async () => {
    const save = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const trigger = renderIn("en", save);
    await openAndPick(trigger, "日本語");
    await waitFor(() => expect(save).toHaveBeenCalledWith("ja"));
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Language" })).toBeEnabled());
    expect(refresh).not.toHaveBeenCalled();
    await openAndPick(screen.getByRole("combobox", { name: "Language" }), "日本語");
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledTimes(2);
    expect(document.cookie).not.toContain("NIJI_LOCALE=ja");
  });
});
