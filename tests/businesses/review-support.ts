import { GET as listRoute, POST as createRoute } from "@/app/api/businesses/[id]/reviews/route";
import { POST as voteRoute } from "@/app/api/businesses/[id]/tags/[tag]/confirm/route";
import { DELETE as deleteRoute, PUT as updateRoute } from "@/app/api/reviews/[id]/route";
import { call, type Handler, type TestUser } from "@/tests/support/http";

// Calls of the review and tag-vote endpoints, shared by the reviews and tag-votes tests.
export const listReviews = (viewer: TestUser | null, id: string, query: Record<string, string> = {}) =>
  call(listRoute as Handler, `/api/businesses/${id}/reviews`, { cookie: viewer?.cookie, params: { id }, query });

export const createReview = (viewer: TestUser | null, id: string, body: unknown) =>
  call(createRoute as Handler, `/api/businesses/${id}/reviews`, { method: "POST", cookie: viewer?.cookie, params: { id }, body });

export const updateReview = (viewer: TestUser | null, id: string, body: unknown) =>
  call(updateRoute as Handler, `/api/reviews/${id}`, { method: "PUT", cookie: viewer?.cookie, params: { id }, body });

export const deleteReview = (viewer: TestUser | null, id: string) =>
  call(deleteRoute as Handler, `/api/reviews/${id}`, { method: "DELETE", cookie: viewer?.cookie, params: { id } });

export const voteTag = (viewer: TestUser | null, id: string, tag: string, body: unknown) =>
  call(voteRoute as Handler, `/api/businesses/${id}/tags/${tag}/confirm`, { method: "POST", cookie: viewer?.cookie, params: { id, tag }, body });
