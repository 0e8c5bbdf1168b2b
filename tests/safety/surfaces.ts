import { DELETE as deleteCommentRoute, PUT as editCommentRoute } from "@/app/api/comments/[id]/route";
import { POST as attendRoute } from "@/app/api/events/[id]/attend/route";
import { GET as attendeesRoute } from "@/app/api/events/[id]/attendees/route";
import { GET as icsRoute } from "@/app/api/events/[id]/ics/route";
import { GET as eventRoute } from "@/app/api/events/[id]/route";
import { GET as commentsRoute, POST as commentRoute } from "@/app/api/posts/[id]/comments/route";
import { POST as likeRoute } from "@/app/api/posts/[id]/like/route";
import { GET as likesRoute } from "@/app/api/posts/[id]/likes/route";
import { GET as postRoute } from "@/app/api/posts/[id]/route";
import { GET as saveStatusRoute } from "@/app/api/posts/[id]/save-status/route";
import { POST as saveRoute } from "@/app/api/posts/[id]/save/route";
import { GET as exploreRoute } from "@/app/api/posts/explore/route";
import { GET as feedRoute } from "@/app/api/posts/feed/route";
import { GET as storyCommentsRoute, POST as storyCommentRoute } from "@/app/api/stories/[id]/comments/route";
import { POST as storyLikeRoute } from "@/app/api/stories/[id]/like/route";
import { GET as storiesRoute } from "@/app/api/stories/route";
import { GET as collectionsRoute } from "@/app/api/users/[id]/collections/route";
import { POST as followRoute } from "@/app/api/users/[id]/follow/route";
import { GET as followersRoute } from "@/app/api/users/[id]/followers/route";
import { GET as followingRoute } from "@/app/api/users/[id]/following/route";
import { GET as userPostsRoute } from "@/app/api/users/[id]/posts/route";
import { GET as interestedRoute } from "@/app/api/users/[id]/events/interested/route";
import { GET as userRoute } from "@/app/api/users/[id]/route";
import { GET as savedRoute } from "@/app/api/users/[id]/saved-posts/route";
import { GET as searchRoute } from "@/app/api/users/search/route";
import { listAllEvents } from "@/tests/events/helpers";
import { call, type Handler, type TestUser } from "@/tests/support/http";

// Every read and action a member has on another member's content, as one viewer calls it.
const h = (handler: unknown) => handler as Handler;
const byId = (handler: unknown, id: string, viewer: TestUser, extra: Parameters<typeof call>[2] = {}) =>
  call(h(handler), "/x", { cookie: viewer.cookie, params: { id }, ...extra });
const list = (handler: unknown, viewer: TestUser, query: Record<string, string> = {}) => call(h(handler), "/x", { cookie: viewer.cookie, query });

export const as = (viewer: TestUser) => ({
  feed: () => list(feedRoute, viewer, { limit: "50" }),
  explore: () => list(exploreRoute, viewer, { limit: "50" }),
  stories: () => list(storiesRoute, viewer),
  search: (q: string) => list(searchRoute, viewer, { q }),
  user: (id: string) => byId(userRoute, id, viewer),
  userPosts: (id: string) => byId(userPostsRoute, id, viewer),
  saved: () => byId(savedRoute, viewer.id, viewer, { query: { limit: "50" } }),
  collections: () => byId(collectionsRoute, viewer.id, viewer),
  followers: (id: string) => byId(followersRoute, id, viewer),
  following: (id: string) => byId(followingRoute, id, viewer),
  post: (id: string) => byId(postRoute, id, viewer),
  comments: (id: string) => byId(commentsRoute, id, viewer),
  likes: (id: string) => byId(likesRoute, id, viewer),
  saveStatus: (id: string) => byId(saveStatusRoute, id, viewer),
  attendees: (eventId: string) => byId(attendeesRoute, eventId, viewer),
  events: () => listAllEvents(viewer.cookie),
  event: (id: string) => byId(eventRoute, id, viewer),
  ics: (id: string) => byId(icsRoute, id, viewer),
  interested: () => byId(interestedRoute, viewer.id, viewer),
  storyComments: (id: string) => byId(storyCommentsRoute, id, viewer),
  follow: (id: string) => byId(followRoute, id, viewer, { method: "POST" }),
  like: (id: string) => byId(likeRoute, id, viewer, { method: "POST" }),
  comment: (id: string) => byId(commentRoute, id, viewer, { body: { content: "hello" } }),
  editComment: (id: string, content = "edited") => byId(editCommentRoute, id, viewer, { method: "PUT", body: { content } }),
  deleteComment: (id: string) => byId(deleteCommentRoute, id, viewer, { method: "DELETE" }),
  save: (id: string) => byId(saveRoute, id, viewer, { body: { collectionTitle: "Faves" } }),
  likeStory: (id: string) => byId(storyLikeRoute, id, viewer, { method: "POST" }),
  replyStory: (id: string) => byId(storyCommentRoute, id, viewer, { body: { content: "hi" } }),
  attend: (id: string) => byId(attendRoute, id, viewer, { body: {} }),
});

// A list that is not a list (a 4xx/5xx body) fails here with what came back, not as "rows.map is not a function".
export const idsOf = (rows: { id: string }[]) => {
  if (!Array.isArray(rows)) throw new Error(`expected a list, got ${JSON.stringify(rows)?.slice(0, 300)}`);
  return rows.map((r) => r.id);
};
export const userIdsOf = (rows: { userId: string }[]) => rows.map((r) => r.userId);
