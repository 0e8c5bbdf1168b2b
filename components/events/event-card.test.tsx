import { fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/lib/client/api-client";
import { QueryClientProvider } from "@/lib/client/query";
import type { EventDto } from "@/lib/contract/events/types";
import { messages } from "@/messages/en";
import { messages as ja } from "@/messages/ja";
import { EventCard } from "./event-card";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }) }));

const base: EventDto = {
  id: "e1",
  title: "Karaoke Night",
  description: "Sing your heart out",
  location: "Shibuya",
  date: "2030-06-07T10:00:00.000Z",
  endDate: "2030-06-07T13:30:00.000Z",
  eventType: "club_event",
  maxAttendees: 30,
  price: 1500,
  ageRestriction: "21+",
  tags: ["safe-space", "karaoke", "drinks", "late-night", "queer"],
  venueImageUrl: null,
  imageUrl: null,
  organizerId: "org",
  organizer: { firstName: "Aiko", lastName: "Tanaka" },
  venue: null,
  accessibility: [],
  accessibilityNotes: null,
  attendeesCount: 4,
  waitlistCount: 0,
  isInterested: false,
  isWaitlisted: false,
  hasEnded: false,
};

function renderCard(props: Partial<React.ComponentProps<typeof EventCard>> = {}, event: Partial<EventDto> = {}) {
  const handlers = { onInterest: vi.fn(), onTestRsvp: vi.fn(), onDelete: vi.fn() };
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <QueryClientProvider client={makeQueryClient()}>
        <EventCard event={{ ...base, ...event }} isOrganizer={false} showTestMode={false} busy={false} {...handlers} {...props} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { card: screen.getByRole("article", { name: "Karaoke Night" }), ...handlers };
}

describe("EventCard", () => {
  it("writes the organizer family name first, with full-width colons, in Japanese", () => {
    render(
      <NextIntlClientProvider locale="ja" messages={ja}>
        <QueryClientProvider client={makeQueryClient()}>
          <EventCard event={{ ...base, organizer: { firstName: "さくら", lastName: "山田" } }} isOrganizer={false} showTestMode={false} busy={false} onInterest={vi.fn()} onTestRsvp={vi.fn()} onDelete={vi.fn()} />
        </QueryClientProvider>
      </NextIntlClientProvider>,
    );
    const c = within(screen.getByRole("article", { name: "Karaoke Night" }));
    expect(c.getByText("主催：山田 さくら")).toBeInTheDocument();
    expect(c.getByLabelText("料金：¥1,500")).toBeInTheDocument();
  });

  it("shows the spec's fields in Tokyo time and yen", () => {
    const { card } = renderCard();
    const c = within(card);
    expect(c.getByText("Friday, June 7 at 7:00 PM")).toBeInTheDocument();
    expect(c.getByText("Until Jun 7, 10:30 PM")).toBeInTheDocument();
    expect(c.getByText("¥1,500")).toBeInTheDocument();
    expect(c.getByText("Club Event")).toBeInTheDocument();
    expect(c.getByText("21+")).toBeInTheDocument();
    expect(c.getByText("Max: 30 people")).toBeInTheDocument();
    expect(c.getByText("Hosted by Aiko Tanaka")).toBeInTheDocument();
    expect(c.getByText("4 interested")).toBeInTheDocument();
    // up to 3 tags, hyphens shown as spaces, then +N
    expect(c.getByText("safe space")).toBeInTheDocument();
    expect(c.queryByText("late night")).not.toBeInTheDocument();
    expect(c.getByLabelText("2 more tags")).toHaveTextContent("+2");
    expect(c.getByRole("link", { name: "Add to calendar" })).toHaveAttribute("href", "/api/events/e1/ics");
    expect(c.queryByText("Your Event")).not.toBeInTheDocument();
  });

  it("says one person and one more tag in the singular (issue #29: no 'Max: 1 people')", () => {
    const { card } = renderCard({}, { maxAttendees: 1, tags: ["safe-space", "karaoke", "drinks", "queer"] });
    const c = within(card);
    expect(c.getByText("Max: 1 person")).toBeInTheDocument();
    expect(c.getByLabelText("1 more tag")).toHaveTextContent("+1");
  });

  it("shows Free for a free event and no maximum when unlimited", () => {
    const { card } = renderCard({}, { price: null, maxAttendees: null });
    expect(within(card).getByText("Free")).toBeInTheDocument();
    expect(within(card).queryByText(/Max:/)).not.toBeInTheDocument();
  });

  it("marks an ended event Ended and offers no I'm Interested nor test switch", () => {
    const { card } = renderCard({ showTestMode: true }, { hasEnded: true });
    const c = within(card);
    expect(c.getByText("Ended")).toBeInTheDocument();
    expect(c.queryByRole("button", { name: "I'm Interested" })).not.toBeInTheDocument();
    expect(c.queryByRole("switch")).not.toBeInTheDocument();
    expect(c.getByText("4 interested")).toBeInTheDocument();
  });

  it("lets other members press I'm Interested", () => {
    const { card, onInterest } = renderCard();
    fireEvent.click(within(card).getByRole("button", { name: "I'm Interested" }));
    expect(onInterest).toHaveBeenCalledOnce();
  });

  it("gives the organizer 'Your Event', the attendees link, the menu and (on the first event) the RSVP test switch", async () => {
    const { card, onTestRsvp } = renderCard({ isOrganizer: true, showTestMode: true });
    const c = within(card);
    expect(c.getByText("Your Event")).toBeInTheDocument();
    expect(c.queryByRole("button", { name: "I'm Interested" })).not.toBeInTheDocument();
    expect(c.getByRole("link", { name: "4 interested, view attendees" })).toHaveAttribute("href", "/events/e1/attendees");
    expect(c.getByRole("button", { name: "Options for Karaoke Night" })).toBeInTheDocument();
    // the switch loads with its own chunk (rsvp-test-switch.tsx)
    fireEvent.click(await c.findByRole("switch", { name: "RSVP Test Mode" }));
    expect(onTestRsvp).toHaveBeenCalledOnce();
  });
});
