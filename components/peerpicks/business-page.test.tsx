import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/lib/client/api-client";
import type { BusinessDetail } from "@/lib/contract/businesses/types";
import { messages } from "@/messages/en";
import { BusinessPage } from "./business-page";

vi.mock("next/link", () => ({ default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => <a href={href} {...rest}>{children}</a> }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }) }));

const business: BusinessDetail = {
  id: "b1",
  name: "Sora Bar",
  description: "Cocktails",
  businessType: "bar",
  address: "Shinjuku",
  city: "Tokyo",
  phoneNumber: null,
  website: null,
  email: null,
  imageUrl: null,
  googleMapsUrl: null,
  tags: [],
  averageRating: null,
  totalReviews: 0,
  owner: { id: "owner", firstName: "Aki", lastName: "Mori" },
  createdAt: "2025-01-05T12:00:00.000Z",
  tagVotes: [],
  myReview: null,
};

function renderAs(viewerId: string) {
  // the page's lists (tags, events, reviews) stay loading: only the header is under test
  vi.stubGlobal("fetch", vi.fn(() => new Promise(() => {})));
  const client = makeQueryClient();
  client.setQueryData(["/api/auth/user"], { id: viewerId, username: "v", name: null, firstName: null, lastName: null, bio: null, profileImageUrl: null, backgroundVideoUrl: null, isAdmin: false });
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <QueryClientProvider client={client}>
        <BusinessPage business={business} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("BusinessPage", () => {
  it("offers a member the same Report as the directory card, opening the report dialog for the business", async () => {
    renderAs("someone");
    // the menu loads on its first press (components/safety/report-menu.tsx) and opens at once
    fireEvent.keyDown(screen.getByRole("button", { name: "More options for Sora Bar" }), { key: "Enter" });
    expect((await screen.findAllByRole("menuitem", undefined, { timeout: 5000 })).map((item) => item.textContent)).toEqual(["Report"]);
    fireEvent.click(screen.getByRole("menuitem", { name: "Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Report business" }, { timeout: 5000 });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
  });

  it("offers no Report to the business's owner", () => {
    renderAs("owner");
    expect(screen.getByRole("heading", { level: 1, name: "Sora Bar" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "More options for Sora Bar" })).not.toBeInTheDocument();
  });
});
