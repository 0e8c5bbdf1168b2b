import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import { messages } from "@/messages/en";
import { ContentWarning } from "./content-warning";

function renderWarning(id: string, warning: string | null) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <ContentWarning id={id} warning={warning}>
        <img src="/objects/a.jpg" alt="A rainbow flag" />
      </ContentWarning>
      <ContentWarning id={id} warning={warning} compact>
        <button type="button">Open post</button>
      </ContentWarning>
    </NextIntlClientProvider>,
  );
}

describe("ContentWarning", () => {
  it("hides the media behind the warning until Show, then reveals every copy of that post", () => {
    renderWarning("cw-1", "Surgery photos");
    expect(screen.getAllByText("Surgery photos")).toHaveLength(2);
    // blurred media is out of the accessibility tree and unreachable
    expect(screen.queryByRole("img", { name: "A rainbow flag" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Open post" })).toBeNull();
    fireEvent.click(screen.getAllByRole("button", { name: "Show media behind the warning: Surgery photos" })[0]);
    expect(screen.getByRole("img", { name: "A rainbow flag" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Open post" })).toBeTruthy();
    expect(screen.queryByText("Surgery photos")).toBeNull();
  });

  it("renders the media as it is without a warning", () => {
    renderWarning("cw-2", null);
    expect(screen.getByRole("img", { name: "A rainbow flag" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Show/ })).toBeNull();
  });
});
