import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BusinessDetail } from "@/lib/contract/businesses/types";
import { importOrFail, renderUnderPageError } from "@/tests/support/lazy-load";
import { BusinessPage } from "./business-page";

// The review form loads after the business page is up (issue #34): a spinner in its place meanwhile, the
// form once its code is in; a download that fails says so in place with a Try again (no press to answer
// with a toast), never the page error, and Try again loads it.
vi.mock("next/link", () => ({ default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => <a href={href} {...rest}>{children}</a> }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }) }));

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
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const business: BusinessDetail = {
  id: "b1",
  name: "Sora Bar",
  description: null,
  businessType: "bar",
  address: null,
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
const section = () => screen.getByRole("region", { name: "Write a review" });

describe("the business page's review form, loaded after the page", () => {
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
