import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/lib/client/api-client";
import { QueryClientProvider, type QueryClient } from "@/lib/client/query";
import type { Story, StoryOwner } from "@/lib/contract/stories/types";
import { messages } from "@/messages/en";
import { StoryStrip } from "./story-strip";
import { StoryViewer } from "./story-viewer";
import { groupStories } from "@/lib/contract/stories/group-stories";

vi.mock("@/components/camera/story-camera", () => ({
  StoryCamera: ({ open }: { open: boolean }) => (open ? <div role="dialog" aria-label="Story camera" /> : null),
}));

const me = { id: "me", firstName: "Ren", username: "ren", profileImageUrl: null };
const mei = { id: "mei", firstName: "Mei", username: "mei", profileImageUrl: null };
const noName = { id: "anon", firstName: null, username: "quiet.fox", profileImageUrl: null };

function story(id: string, user: StoryOwner, minutesAgo: number, mediaType: "image" | "video" = "image"): Story {
  const createdAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  return { id, userId: user.id, imageUrl: `/objects/${id}.jpg`, mediaType, audience: "followers", altText: null, createdAt, user, isLiked: false, likeCount: 0, likesCount: 0 };
}

function renderWith(client: QueryClient, ui: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

function clientWith(stories?: Story[]) {
  const client = makeQueryClient();
  client.setQueryData(["/api/auth/user"], { ...me, name: null, lastName: null, bio: null, backgroundVideoUrl: null, isAdmin: false });
  if (stories) client.setQueryData(["/api/stories"], stories);
  return client;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("StoryStrip", () => {
  it("shows 5 skeletons while the stories load", () => {
    vi.stubGlobal("fetch", vi.fn(() => new Promise(() => {})));
    renderWith(clientWith(), <StoryStrip />);
    expect(screen.getByRole("status", { name: "Loading stories" })).toBeInTheDocument();
    expect(screen.getAllByTestId("story-skeleton")).toHaveLength(5);
  });

  it("when the stories fail to load: an announced error with Try again, which refetches and shows the stories", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response("Internal error", { status: 500 }))
      .mockResolvedValueOnce(new Response(JSON.stringify([story("m1", mei, 5)]), { status: 200, headers: { "Content-Type": "application/json" } }));
    vi.stubGlobal("fetch", fetchMock);
    renderWith(clientWith(), <StoryStrip />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Couldn't load stories.");
    expect(screen.queryByRole("button", { name: "View Mei's story, 1 story" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "View Mei's story, 1 story" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[1][0])).toBe("/api/stories");
  });

  it("without own stories: a dashed 'Your Story' tile that opens the camera", async () => {
    renderWith(clientWith([story("m1", mei, 5)]), <StoryStrip />);
    expect(screen.queryByRole("button", { name: "Add to your story" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Your Story" }));
    // the camera loads on demand
    expect(await screen.findByRole("dialog", { name: "Story camera" })).toBeInTheDocument();
  });

  it("with own stories: ring avatar, plus badge and count badge; one tile per other user with name and count", async () => {
    renderWith(clientWith([story("a", me, 30), story("b", me, 10), story("m1", mei, 5), story("m2", mei, 4), story("q", noName, 1)]), <StoryStrip />);
    const items = within(screen.getByRole("region", { name: "Stories" })).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText("Your Story")).toBeInTheDocument();
    expect(within(items[0]).getByText("2")).toBeInTheDocument();
    expect(within(items[1]).getByText("quiet.fox")).toBeInTheDocument();
    expect(within(items[1]).queryByText("1")).not.toBeInTheDocument();
    expect(within(items[2]).getByText("Mei")).toBeInTheDocument();
    expect(within(items[2]).getByText("2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "View Mei's story, 2 stories" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "View quiet.fox's story, 1 story" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Add to your story" }));
    expect(await screen.findByRole("dialog", { name: "Story camera" })).toBeInTheDocument();
  });

  it("tapping a tile opens the viewer on that group", async () => {
    renderWith(clientWith([story("a", me, 30), story("m1", mei, 5)]), <StoryStrip />);
    fireEvent.click(screen.getByRole("button", { name: "View Mei's story, 1 story" }));
    // the viewer loads on demand
    expect(await screen.findByRole("dialog", { name: "Mei's story" }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe("StoryViewer", () => {
  it("advances every 5 s once the photo shows, pauses, moves across groups and closes after the last", () => {
    const groups = groupStories([story("a", mei, 30), story("b", mei, 20), story("c", noName, 40)], "me");
    const onClose = vi.fn();
    renderWith(clientWith(), <StoryViewer groups={groups} startGroup={0} viewerId="me" onClose={onClose} />);
    const load = () => fireEvent.load(screen.getByRole("img", { name: /^Photo by/ }));
    const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

    expect(screen.getByText("1 / 2")).toBeInTheDocument();
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    advance(6000);
    expect(screen.getByText("1 / 2")).toBeInTheDocument(); // not loaded yet: no ticking
    load();
    advance(4950);
    expect(screen.getByText("1 / 2")).toBeInTheDocument();
    advance(50);
    expect(screen.getByText("2 / 2")).toBeInTheDocument();

    load();
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    advance(10_000);
    expect(screen.getByText("2 / 2")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Resume" }));
    advance(5000);
    expect(screen.getByRole("dialog", { name: "quiet.fox's story" })).toBeInTheDocument();
    expect(screen.getByText("1 / 1")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Previous story" }));
    expect(screen.getByText("2 / 2")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next story" }));
    load();
    advance(5000);
    expect(onClose).toHaveBeenCalled();
  });

  it("offers delete only on own stories; the send button is disabled while the message is blank", () => {
    const groups = groupStories([story("a", me, 30), story("m", mei, 5)], "me");
    const { unmount } = renderWith(clientWith(), <StoryViewer groups={groups} startGroup={0} viewerId="me" onClose={() => {}} />);
    expect(screen.getByRole("button", { name: "Delete story" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Send message..." })).not.toBeInTheDocument();
    unmount();
    renderWith(clientWith(), <StoryViewer groups={groups} startGroup={1} viewerId="me" onClose={() => {}} />);
    expect(screen.queryByRole("button", { name: "Delete story" })).not.toBeInTheDocument();
    const send = screen.getByRole("button", { name: "Send" });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByRole("textbox", { name: "Send message..." }), { target: { value: "   " } });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByRole("textbox", { name: "Send message..." }), { target: { value: "hi" } });
    expect(send).toBeEnabled();
  });
});
