import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { AttendeesView } from "@/components/events/attendees-view";
import { BottomNav } from "@/components/layout/bottom-nav";
import { StoryViewerHeader } from "@/components/stories/story-viewer-header";
import { QueryClient, QueryClientProvider } from "@/lib/client/query";
import type { AttendeeListDto } from "@/lib/contract/events/types";
import type { Story } from "@/lib/contract/stories/types";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";

// Truncations a walk at 390 px found (issue #29). jsdom lays nothing out, so these tests pin the classes that carry
// each fix; the journeys measure scrollWidth <= clientWidth at 390 px (e2e).
vi.mock("next/navigation", () => ({ usePathname: () => "/admin/review", useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

// jsdom has no ResizeObserver; Radix measures its triggers with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

function wrap(locale: "en" | "ja", ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ja} timeZone="UTC">
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const classes = (el: Element) => el.className.split(/\s+/);

describe("story viewer header beside the Close Friends badge", () => {
  const story = {
    id: "s1",
    userId: "u1",
    imageUrl: "/objects/s1.jpg",
    mediaType: "image",
    audience: "close_friends",
    altText: null,
    createdAt: new Date().toISOString(),
    user: { id: "u1", username: "haruka", firstName: "Haruka", lastName: null, profileImageUrl: null },
  } as unknown as Story;

  it.each(["en", "ja"] as const)("collapses the badge to its star on a phone and keeps its label for screen readers (%s)", (locale) => {
    wrap(locale, <StoryViewerHeader story={story} bars={[50]} paused={false} isOwn={false} onTogglePause={vi.fn()} onDelete={vi.fn()} onReport={vi.fn()} onClose={vi.fn()} />);
    const label = (locale === "en" ? en : ja).audience.story.badge;
    const badge = screen.getByTestId("close-friends-badge");
    expect(badge).toHaveTextContent(label);
    expect(badge).toHaveAttribute("title", label);
    const text = within(badge).getByText(label);
    expect(classes(text)).toEqual(expect.arrayContaining(["sr-only", "sm:not-sr-only"]));
    expect(classes(badge)).toContain("shrink-0");
    // the name is the one thing that gives way, and only after the badge has collapsed
    const name = screen.getByTestId("story-owner-name");
    expect(name).toHaveTextContent("Haruka");
    expect(classes(name)).toEqual(expect.arrayContaining(["min-w-0", "truncate"]));
  });
});

describe("attendee rows", () => {
  const user = { id: "u2", username: "a-rather-long-username", firstName: "Haruka", lastName: "Sato", profileImageUrl: null };
  const initial = {
    event: { id: "e1", title: "Picnic", date: "2030-11-27T10:00:00.000Z" },
    capacity: { count: 1, max: 10, spotsLeft: 9 },
    attendees: [{ id: "a1", status: "attending", createdAt: "2030-11-27T00:40:00.000Z", user }],
    waitlist: [{ position: 1, createdAt: "2030-11-27T00:41:00.000Z", user: { ...user, id: "u3" } }],
  } as unknown as AttendeeListDto;

  it.each(["en", "ja"] as const)("never truncate the 'Since' date: it wraps under the username instead (%s)", (locale) => {
    wrap(locale, <AttendeesView initial={initial} />);
    const metas = screen.getAllByTestId("attendee-meta");
    expect(metas).toHaveLength(2);
    for (const meta of metas) {
      expect(classes(meta)).toEqual(expect.arrayContaining(["flex", "flex-wrap"]));
      expect(classes(meta)).not.toContain("truncate");
      const time = meta.querySelector("time")!;
      expect(classes(time)).toContain("whitespace-nowrap");
      expect(classes(time)).not.toContain("truncate");
    }
  });
});

describe("bottom nav with the admin item", () => {
  it.each(["en", "ja"] as const)("keeps every label on one line (%s)", (locale) => {
    wrap(locale, <BottomNav isAdmin />);
    const nav = screen.getByRole("navigation");
    const links = within(nav).getAllByRole("link");
    expect(links).toHaveLength(6);
    expect(within(nav).getByRole("link", { name: (locale === "en" ? en : ja).nav.profile })).toBeInTheDocument();
    for (const link of links) expect(classes(link)).toContain("whitespace-nowrap");
  });
});
