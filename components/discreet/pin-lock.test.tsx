import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeDeviceDiscreet } from "@/components/discreet/device-discreet";
import { lock, unlock } from "@/components/discreet/lock-state";
import { PinLock } from "@/components/discreet/pin-lock";
import { makeQueryClient } from "@/lib/client/api-client";
import { QueryClientProvider } from "@/lib/client/query";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";
import { importOrFail } from "@/tests/support/lazy-load";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), dismiss: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));
// the lock screen's code: every download fails here, as on a phone gone offline after a deploy
const failing = vi.hoisted(() => ({ lockScreen: Number.MAX_SAFE_INTEGER }));
vi.mock("@/components/discreet/lock-screen", (importOriginal) => importOrFail(failing, "lockScreen", "lock-screen", importOriginal));
// next/dynamic as the app router's build has it (vitest resolves the pages router's, which draws the error instead of throwing it)
vi.mock("next/dynamic", async () => ({ default: (await import("next/dist/shared/lib/app-dynamic")).default }));

afterEach(() => {
  unlock();
  window.localStorage.clear();
  vi.clearAllMocks();
});

function renderLocked(locale: "en" | "ja") {
  lock("u1");
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ja}>
      <QueryClientProvider client={makeQueryClient()}>
        <PinLock userId="u1" hasPin lockMinutes={5}>
          <p>Aiko: see you at the bar tonight</p>
        </PinLock>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

describe("PinLock when the lock screen's code fails to load", () => {
  it("keeps the app hidden and its toasts gone, and says to reload", async () => {
    renderLocked("en");
    expect(await screen.findByText(en.discreet.lock.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: en.discreet.lock.reload })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: en.discreet.quickExit })).toBeNull();
    expect(screen.getByText("Aiko: see you at the bar tonight").closest("[hidden]")).not.toBeNull();
    expect(toast.dismiss).toHaveBeenCalled();
    expect(document.documentElement.dataset.locked).toBe("");
    expect(document.body).not.toHaveTextContent("Niji");
  });

  it("offers Quick exit in discreet mode, in Japanese", async () => {
    writeDeviceDiscreet({ enabled: true, exitUrl: null });
    renderLocked("ja");
    expect(await screen.findByText(ja.discreet.lock.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: ja.discreet.quickExit })).toBeInTheDocument();
    expect(screen.getByText("Aiko: see you at the bar tonight").closest("[hidden]")).not.toBeNull();
  });
});
