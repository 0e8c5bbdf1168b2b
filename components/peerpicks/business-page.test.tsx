import { fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/lib/client/api-client";
import { QueryClientProvider } from "@/lib/client/query";
import type { BusinessDetail } from "@/lib/contract/businesses/types";
import { messages } from "@/messages/en";
import { importOrFail, renderUnderPageError } from "@/tests/support/lazy-load";
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

// The review form loads after the business page is up (issue #34): a spinner in its place meanwhile, the
// form once its code is in; a download that fails says so in place with a Try again (no press to answer
// with a toast), never the page error, and Try again loads it.
describe("the business page's review form, loaded after the page", () => {
  // each test registers the form again, so its code is not yet downloaded when the test starts
  const failing = { form: 0 };
  beforeEach(() => {
    vi.doMock("@/components/peerpicks/review-form", () =>
      importOrFail(failing, "form", "review-form", async () => ({
        ReviewForm: ({ existing }: { existing: unknown }) => <form aria-label={existing ? "Edit your review" : "Write a review"} />,
      })),
    );
    // the page's lists (tags, events, reviews) stay loading: only the review form is under test
    vi.stubGlobal("fetch", vi.fn(() => new Promise(() => {})));
  });
  afterEach(() => vi.resetModules());
  const section = () => screen.getByRole("region", { name: "Write a review" });

  it("shows a spinner in its place, then the form", async () => {
    renderUnderPageError(<BusinessPage business={business} />);
    expect(within(section()).getByRole("status", { name: "Loading..." })).toBeInTheDocument();
    expect(await within(section()).findByRole("form", { name: "Write a review" })).toBeInTheDocument();
    expect(within(section()).queryByRole("status")).toBeNull();
  });

  it("says in place that it did not load, with a Try again that loads it", async () => {
    failing.form = 1;
    renderUnderPageError(<BusinessPage business={business} />);
    expect(await within(section()).findByRole("alert")).toHaveTextContent("Couldn't load this. Check your connection and try again.");
    expect(screen.queryByText("page error")).toBeNull();
    fireEvent.click(within(section()).getByRole("button", { name: "Try again" }));
    expect(await within(section()).findByRole("form", { name: "Write a review" })).toBeInTheDocument();
    expect(within(section()).queryByRole("alert")).toBeNull();
  });

  it("loads the form for a member's own review only when they choose Edit", async () => {
    const review = { id: "r1", rating: 4, content: "Kind staff", imageUrl: null, altText: null, createdAt: "2025-02-01T00:00:00.000Z", updatedAt: "2025-02-01T00:00:00.000Z", author: { id: "viewer", username: "v", firstName: null, lastName: null, name: null, profileImageUrl: null } };
    renderUnderPageError(<BusinessPage business={{ ...business, myReview: review as unknown as BusinessDetail["myReview"] }} />);
    const mine = screen.getByRole("region", { name: "Your review" });
    expect(within(mine).queryByRole("status")).toBeNull();
    fireEvent.click(within(mine).getByRole("button", { name: "Edit review" }));
    expect(await within(mine).findByRole("form", { name: "Edit your review" })).toBeInTheDocument();
  });
});
