import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProfileDto } from "@/lib/contract/users/types";
import { importOrFail, renderUnderPageError } from "@/tests/support/lazy-load";
import { ProfileView } from "./profile-view";

// A profile's Saved and Events tabs load their code when first chosen (issue #34): the tab shows at once,
// its panel loading until the code is in. When that download fails the Posts tab comes back, with the
// load-failure toast and never the page error, and the next press loads it; a failure that arrives after
// the member chose another tab leaves that tab alone.
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("@/components/ui/toast", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/components/ui/toast")>()), toast }));

// (a module that loaded once stays loaded for the file: each test fails a different tab)
const failing = vi.hoisted(() => ({ saved: 0, events: 0 }));
vi.mock("@/components/profiles/profile-saved-tab", (importOriginal) => importOrFail(failing, "saved", "profile-saved-tab", importOriginal));

// the Events tab itself (which fetches the member's events) is not under test here
vi.mock("@/components/profiles/profile-events-tab", () =>
  importOrFail(failing, "events", "profile-events-tab", async () => ({ ProfileEventsTab: () => <p>events list</p> })),
);

afterEach(() => toast.error.mockReset());

const profile = {
  id: "viewer",
  username: "v",
  firstName: "Vee",
  lastName: null,
  name: null,
  bio: null,
  profileImageUrl: null,
  backgroundVideoUrl: null,
  postsCount: 0,
  followersCount: 0,
  followingCount: 0,
  isFollowing: false,
  followStatus: "none",
  isPrivate: false,
  canViewContent: true,
  isMuted: false,
  mutedUntil: null,
} as unknown as ProfileDto;
const emptyPage = { items: [], nextCursor: null };
const tab = (name: string) => screen.getByRole("tab", { name });

describe("a profile's tabs loaded on first choice", () => {
  it("keeps Posts with a toast when the Saved tab's code fails, and shows Saved on the next press", async () => {
    failing.saved = 1;
    renderUnderPageError(<ProfileView initialProfile={profile} viewerId="viewer" initialPosts={emptyPage} />);
    fireEvent.mouseDown(tab("Saved"));
    expect(tab("Saved")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Saved" })).toContainElement(screen.getByRole("status", { name: "Loading..." }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Couldn't load this. Check your connection and try again.", { id: "load-failed" }));
    expect(tab("Posts")).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByText("page error")).toBeNull();

    fireEvent.mouseDown(tab("Saved"));
    await waitFor(() => expect(tab("Saved")).toHaveAttribute("aria-selected", "true"), { timeout: 5000 });
    expect(screen.getByRole("tabpanel", { name: "Saved" })).not.toBeEmptyDOMElement();
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it("leaves the tab chosen since alone when an earlier choice's download fails", async () => {
    failing.events = 1;
    renderUnderPageError(<ProfileView initialProfile={profile} viewerId="viewer" initialPosts={emptyPage} />);
    fireEvent.mouseDown(tab("Events"));
    fireEvent.mouseDown(tab("Saved")); // before the Events tab's download has failed
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(tab("Saved")).toHaveAttribute("aria-selected", "true");
    fireEvent.mouseDown(tab("Events"));
    expect(await screen.findByText("events list", {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
