import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS, type DirectoryFilters } from "@/components/peerpicks/types";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";
import { BusinessFilters } from "./business-filters";

function renderFilters(value: DirectoryFilters, locale: "en" | "ja" = "en") {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ja}>
      <BusinessFilters value={value} onChange={() => {}} open={false} onOpenChange={() => {}} />
    </NextIntlClientProvider>,
  );
  return screen.getByRole("button", { expanded: false });
}

describe("BusinessFilters heading", () => {
  it("names no count while no filter is set", () => {
    expect(renderFilters(EMPTY_FILTERS)).toHaveTextContent(/^Filters$/);
  });

  it("counts the filters that are set", () => {
    expect(renderFilters({ ...EMPTY_FILTERS, city: "Tokyo", tags: ["safe-space"] })).toHaveTextContent(/^Filters \(2\)$/);
  });

  it("counts in Japanese too", () => {
    expect(renderFilters({ ...EMPTY_FILTERS, search: "bar" }, "ja")).toHaveTextContent(`${ja.peerpicks.filters.heading} (1)`);
  });
});
