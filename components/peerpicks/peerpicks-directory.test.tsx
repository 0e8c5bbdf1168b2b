import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/lib/client/api-client";
import { QueryClientProvider } from "@/lib/client/query";
import { messages } from "@/messages/en";
import { PeerPicksDirectory } from "./peerpicks-directory";
import type { Business, BusinessApplication } from "./types";

vi.mock("next/link", () => ({ default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => <a href={href} {...rest}>{children}</a> }));

const business: Business = {
  id: "b1",
  name: "Sora Bar",
  description: "Cocktails",
  businessType: "bar",
  address: "Shinjuku",
  city: "Tokyo",
  phoneNumber: "03-1234-5678",
  website: "https://sora.example.jp",
  email: null,
  imageUrl: null,
  googleMapsUrl: null,
  tags: ["lgbtq-friendly", "safe-space"],
  averageRating: "4.5",
  totalReviews: 3,
  owner: null,
  createdAt: "2025-01-05T12:00:00.000Z",
};

function renderDirectory(props: { businesses: Business[]; applications?: BusinessApplication[]; isAdmin?: boolean }) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <QueryClientProvider client={makeQueryClient()}>
        <PeerPicksDirectory initialPage={{ items: props.businesses, nextCursor: null }} myApplications={props.applications ?? []} isAdmin={props.isAdmin ?? false} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

describe("PeerPicksDirectory", () => {
  it("shows the four demo businesses with the Demo Content notice while none exist", () => {
    renderDirectory({ businesses: [] });
    expect(screen.getByRole("heading", { name: "Demo Content" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(4);
    expect(screen.queryByRole("link", { name: /Edit Business/ })).not.toBeInTheDocument();
  });

  it("lists real businesses without the notice: tags with spaces, rating, contact links; Edit only for admins", () => {
    const { unmount } = renderDirectory({ businesses: [business] });
    expect(screen.queryByRole("heading", { name: "Demo Content" })).not.toBeInTheDocument();
    const card = screen.getByRole("article", { name: "Sora Bar" });
    expect(within(card).getByText("lgbtq friendly")).toBeInTheDocument();
    expect(within(card).getByLabelText("Rated 4.5 out of 5 from 3 reviews")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Call for Sora Bar" })).toHaveAttribute("href", "tel:0312345678");
    expect(within(card).getByRole("link", { name: "Website for Sora Bar" })).toHaveAttribute("rel", expect.stringContaining("noopener"));
    expect(within(card).queryByRole("link", { name: /Edit Business/ })).not.toBeInTheDocument();
    unmount();
    renderDirectory({ businesses: [business], isAdmin: true });
    expect(screen.getByRole("link", { name: "Edit Business: Sora Bar" })).toHaveAttribute("href", "/edit-business/b1");
  });

  it("toggles feature tags on and off", async () => {
    renderDirectory({ businesses: [business] });
    await userEvent.click(screen.getByRole("button", { name: /^Filters/ }));
    const toggle = within(screen.getByRole("group", { name: "Features" })).getByRole("button", { name: "vegan options" });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  it("shows the member's own applications with status and admin notes", () => {
    const app = {
      ...business,
      id: "a1",
      name: "Kaleido Books",
      status: "rejected",
      adminNotes: "Could not verify",
      reviewedAt: null,
      businessId: null,
      applicant: { id: "u1", firstName: "A", lastName: "B", username: "ab" },
    } as unknown as BusinessApplication;
    renderDirectory({ businesses: [business], applications: [app] });
    const item = screen.getByRole("listitem", { name: "Kaleido Books" });
    expect(within(item).getByText("Rejected")).toBeInTheDocument();
    expect(within(item).getByText("Admin notes: Could not verify")).toBeInTheDocument();
    expect(within(item).getByText("Applied Jan 5, 2025")).toBeInTheDocument();
  });

  describe("smart search", () => {
    afterEach(() => vi.unstubAllGlobals());

    const osakaBar = { businessType: "bar", city: "Osaka", searchKeywords: "", budget: null, tags: [] as string[] };

    function stubApi(results: Record<string, Business[]>, filters: Record<string, unknown> = osakaBar) {
      const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
        if (url === "/api/businesses/ai-search" && init?.method === "POST") {
          return Response.json({ filters });
        }
        const items = results[url];
        if (!items) return Response.json({ message: `unexpected ${url}`, code: "not_found" }, { status: 404 });
        return Response.json(items, { headers: { "X-Total-Count": String(items.length) } });
      });
      vi.stubGlobal("fetch", fetchMock);
      return fetchMock;
    }

    it("applies the understood filters at once (no Apply step) and suggests removing a filter when nothing matches", async () => {
      stubApi({ "/api/businesses?businessType=bar&city=Osaka": [], "/api/businesses?city=Osaka": [{ ...business, id: "b2", name: "Osaka Cafe" }] });
      renderDirectory({ businesses: [business] });
      await userEvent.type(screen.getByLabelText("Describe what you're looking for"), "bar in osaka");
      await userEvent.click(screen.getByRole("button", { name: "Search" }));
      expect(screen.queryByRole("button", { name: "Apply" })).not.toBeInTheDocument();
      expect(await screen.findByText("No businesses match these filters.")).toBeInTheDocument();
      expect(screen.getByText("Try removing a filter:")).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Remove filter Type: Bar" }));
      expect(await screen.findByRole("article", { name: "Osaka Cafe" })).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Clear" }));
      expect(await screen.findByRole("article", { name: "Sora Bar" })).toBeInTheDocument();
    });

    it("applies the understood tags through the directory query and lists the budget under We understood, not as applied", async () => {
      const veganCafe: Business = { ...business, id: "b3", name: "Green Leaf Cafe", businessType: "cafe", tags: ["vegan-options"] };
      const fetchMock = stubApi(
        { "/api/businesses?businessType=cafe&tags=vegan-options": [veganCafe] },
        { businessType: "cafe", city: null, searchKeywords: "", budget: "budget", tags: ["vegan-options"] },
      );
      renderDirectory({ businesses: [business] });
      await userEvent.type(screen.getByLabelText("Describe what you're looking for"), "cheap vegan cafe");
      await userEvent.click(screen.getByRole("button", { name: "Search" }));
      const applied = await screen.findByRole("list", { name: "Filters applied from your search:" });
      expect(within(applied).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Type: Cafe", "Tags: vegan options"]);
      const understood = screen.getByRole("list", { name: "We understood:" });
      expect(within(understood).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Budget: Affordable"]);
      expect(understood).toHaveAccessibleDescription("PeerPicks has no price information yet, so this doesn't narrow the list.");
      expect(await screen.findByRole("article", { name: "Green Leaf Cafe" })).toBeInTheDocument();
      expect(screen.queryByRole("article", { name: "Sora Bar" })).not.toBeInTheDocument();
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/businesses?businessType=cafe&tags=vegan-options");
    });

    it("a budget alone changes no filter and is only listed under We understood", async () => {
      stubApi({}, { businessType: null, city: null, searchKeywords: "", budget: "upscale", tags: [] });
      renderDirectory({ businesses: [business] });
      await userEvent.type(screen.getByLabelText("Describe what you're looking for"), "high-end");
      await userEvent.click(screen.getByRole("button", { name: "Search" }));
      const understood = await screen.findByRole("list", { name: "We understood:" });
      expect(within(understood).getByText("Budget: Upscale")).toBeInTheDocument();
      expect(screen.queryByText("Filters applied from your search:")).not.toBeInTheDocument();
      expect(screen.queryByText(/No filters found/)).not.toBeInTheDocument();
      expect(screen.getByRole("article", { name: "Sora Bar" })).toBeInTheDocument();
    });
  });
});
