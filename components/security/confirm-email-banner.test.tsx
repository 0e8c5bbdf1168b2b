import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/lib/client/api-client";
import { QueryClientProvider } from "@/lib/client/query";
import { messages as en } from "@/messages/en";
import { ConfirmEmailBanner } from "./confirm-email-banner";

afterEach(() => vi.unstubAllGlobals());

function renderBanner(unconfirmedEmail: string | null) {
  // the account's state never arrives: what shows is what the server said
  vi.stubGlobal("fetch", () => new Promise(() => {}));
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Tokyo">
      <QueryClientProvider client={makeQueryClient()}>
        <ConfirmEmailBanner unconfirmedEmail={unconfirmedEmail} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

describe("ConfirmEmailBanner", () => {
  it("shows at once from the server's word, before the account's state loads (no layout shift when it arrives)", () => {
    renderBanner("kai@example.test");
    expect(screen.getByRole("region", { name: /confirm/i })).toHaveTextContent("kai@example.test");
  });

  it("shows nothing while loading when the server says the address is confirmed", () => {
    renderBanner(null);
    expect(screen.queryByRole("region")).toBeNull();
  });
});
