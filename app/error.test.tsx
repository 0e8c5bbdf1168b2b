import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";
import ErrorPage from "./error";

// A page that failed on the server (the database not answering) shows the catalogs' note, in both
// languages, rather than Next's error screen; and no "Niji", so discreet mode holds there too.
const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

describe("the page error screen", () => {
  it.each([
    ["en", en, "This page can't be shown right now", "Please try again in a moment.", "Try again"],
    ["ja", ja, "このページは今は表示できません", "しばらくしてからもう一度お試しください。", "再試行"],
  ] as const)("in %s: the friendly note and a retry that renders the page again", async (locale, messages, title, text, retry) => {
    const reset = vi.fn();
    const { container } = render(
      <NextIntlClientProvider locale={locale} messages={messages}>
        <ErrorPage error={new Error("database unavailable")} reset={reset} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
    expect(container.textContent).not.toMatch(/niji|database/i);
    await userEvent.click(screen.getByRole("button", { name: retry }));
    expect(router.refresh).toHaveBeenCalled();
    expect(reset).toHaveBeenCalled();
  });
});
