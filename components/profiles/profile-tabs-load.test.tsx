import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProfileDto } from "@/lib/contract/users/types";
import { importOrFail, renderUnderPageError } from "@/tests/support/lazy-load";
import { ProfileView } from "./profile-view";

// A profile's Saved and Events tabs load their code when first chosen (issue #34): the tab shows at once,
// its panel loading until the code is in. When that download fails the toast says so and the tab chosen
// before comes back (if its own code is in, else Posts), never the page error, and the next press loads
// it; a failure that arrives after the member chose another tab leaves that tab alone.
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("@/components/ui/toast", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/components/ui/toast")>()), toast }));

// the tabs themselves (which fetch the member's saved posts and events) are not under test here; each
// test registers them again, so their code is not yet downloaded when it starts (a loaded module stays loaded)
const failing = { saved: 0, events: 0 };
beforeEach(() => {
  vi.doMock("@/components/profiles/profile-saved-tab", () =>
    importOrFail(failing, "saved", "profile-saved-tab", async () => ({ ProfileSavedTab: () => <p>saved list</p> })),
  );
  vi.doMock("@/components/profiles/profile-events-tab", () =>
    importOrFail(failing, "events", "profile-events-tab", async () => ({ ProfileEventsTab: () => <p>events list</p> })),
  );
});
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
const LOAD_FAILED = "Couldn't load this. Check your connection and try again.";

describe("a profile's tabs loaded on first choice", () => {
  it("shows the chosen tab loading, comes back to Posts with a toast when its code fails, and loads it on the next press", async () => {
    failing.saved = 1;
    renderUnderPageError(<ProfileView initialProfile={profile} viewerId="viewer" initialPosts={emptyPage} />);
    fireEvent.mouseDown(tab("Saved"));
    expect(tab("Saved")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Saved" })).toContainElement(screen.getByRole("status", { name: "Loading..." }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(LOAD_FAILED, { id: "load-failed" }));
    expect(tab("Posts")).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByText("page error")).toBeNull();

    fireEvent.mouseDown(tab("Saved"));
    expect(await screen.findByText("saved list", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(tab("Saved")).toHaveAttribute("aria-selected", "true");
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it("leaves the tab chosen since alone when an earlier choice's download fails", async () => {
    failing.events = 1;
    renderUnderPageError(<ProfileView initialProfile={profile} viewerId="viewer" initialPosts={emptyPage} />);
    fireEvent.mouseDown(tab("Events"));
    fireEvent.mouseDown(tab("Saved")); // before the Events tab's download has failed
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("saved list", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(tab("Saved")).toHaveAttribute("aria-selected", "true");
    fireEvent.mouseDown(tab("Events"));
    expect(await screen.findByText("events list", {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("comes back to Posts, not to a tab whose own download failed too, and both load on the next press", async () => {
    failing.saved = 1;
    failing.events = 1;
    renderUnderPageError(<ProfileView initialProfile={profile} viewerId="viewer" initialPosts={emptyPage} />);
    fireEvent.mouseDown(tab("Saved"));
    fireEvent.mouseDown(tab("Events")); // Saved's download fails first, then Events' (chosen after Saved)
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
    expect(tab("Posts")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Posts" })).toBeInTheDocument();
    fireEvent.mouseDown(tab("Saved"));
    expect(await screen.findByText("saved list", {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.mouseDown(tab("Events"));
    expect(await screen.findByText("events list", {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
