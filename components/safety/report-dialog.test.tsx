import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/lib/client/api-client";
import { QueryClientProvider } from "@/lib/client/query";
import type { ReportTargetType } from "@/lib/contract/safety/limits";
import { messages } from "@/messages/en";
import { json, routes } from "@/tests/support/fetch-routes";
import { ReportDialog } from "./report-dialog";

const onOpenChange = vi.fn();

function show(type: ReportTargetType) {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <QueryClientProvider client={makeQueryClient()}>
        <ReportDialog target={{ type, id: "t1" }} open onOpenChange={onOpenChange} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const consent = () => screen.queryByRole("checkbox", { name: /^Attach the conversation's recent messages/ });

afterEach(() => {
  vi.restoreAllMocks();
  onOpenChange.mockReset();
});

describe("ReportDialog", () => {
  it("offers a message's reporter the conversation's context, off by default, and sends shareContext false unless ticked", async () => {
    const seen = routes({ "POST /api/reports": [json(201, { id: "r1" })] });
    show("message");
    const box = consent()!;
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/the 10 messages before this one/);
    fireEvent.click(screen.getByRole("radio", { name: /Harassment/ }));
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual(["POST /api/reports", { targetType: "message", targetId: "t1", reason: "harassment", shareContext: false }]);
  });

  it("sends shareContext true when the reporter ticks it", async () => {
    const seen = routes({ "POST /api/reports": [json(201, { id: "r1" })] });
    show("message");
    fireEvent.click(consent()!);
    expect(consent()).toBeChecked();
    fireEvent.click(screen.getByRole("radio", { name: /Hate speech/ }));
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]![1]).toMatchObject({ targetType: "message", reason: "hate", shareContext: true });
  });

  it("asks nothing about context for other kinds, and offers each kind its own reasons", () => {
    show("business");
    expect(consent()).toBeNull();
    expect(screen.getByRole("dialog", { name: "Report business" })).toBeInTheDocument();
    expect(screen.getAllByRole("radio").map((r) => (r as HTMLInputElement).value)).toEqual(["harassment", "hate", "spam", "impersonation", "other"]);
  });

  it("leaves impersonation out for a story", () => {
    show("story");
    expect(screen.queryByRole("radio", { name: /Impersonation/ })).toBeNull();
    expect(screen.getAllByRole("radio")).toHaveLength(8);
    expect(consent()).toBeNull();
  });
});
