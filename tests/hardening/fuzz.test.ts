import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import * as r0 from "@/app/api/auth/login/route";
import * as r1 from "@/app/api/auth/signup/route";
import * as r2 from "@/app/api/business-applications/route";
import * as r3 from "@/app/api/business-applications/[id]/approve/route";
import * as r4 from "@/app/api/business-applications/[id]/reject/route";
import * as r5 from "@/app/api/businesses/[id]/route";
import * as r6 from "@/app/api/businesses/ai-search/route";
import * as r7 from "@/app/api/businesses/extract-name/route";
import * as r8 from "@/app/api/comments/[id]/route";
import * as r9 from "@/app/api/events/route";
import * as r10 from "@/app/api/events/[id]/route";
import * as r11 from "@/app/api/events/[id]/attend/route";
import * as r12 from "@/app/api/events/[id]/join/route";
import * as r13 from "@/app/api/objects/upload/route";
import * as r14 from "@/app/api/posts/route";
import * as r15 from "@/app/api/posts/[id]/comments/route";
import * as r16 from "@/app/api/posts/[id]/like/route";
import * as r17 from "@/app/api/posts/[id]/save/route";
import * as r18 from "@/app/api/stories/route";
import * as r19 from "@/app/api/stories/[id]/route";
import * as r20 from "@/app/api/stories/[id]/comments/route";
import * as r21 from "@/app/api/stories/[id]/like/route";
import * as r22 from "@/app/api/users/[id]/route";
import * as r23 from "@/app/api/users/[id]/follow/route";
import * as r24 from "@/app/api/post-images/route";
import * as r25 from "@/app/api/comment-media/route";
import * as r26 from "@/app/api/profile-images/route";
import * as r27 from "@/app/api/background-videos/route";
import * as r28 from "@/app/api/story-images/route";
import * as r29 from "@/app/api/venue-images/route";
import * as r30 from "@/app/api/business-images/route";
import * as r31 from "@/app/api/uploads/[token]/route";
import { db } from "@/lib/data/db";
import { validApplication } from "@/tests/businesses/fixtures";
import { createEvent } from "@/tests/events/helpers";
import { seedPost } from "@/tests/posts/support";
import { seedStory } from "@/tests/stories/helpers";
import { cookieHeader, fuzzRequest, MUTATING_ENDPOINTS, pathFor, type Endpoint } from "@/tests/support/fuzz-requests";
import { BASE, createUser, type Handler } from "@/tests/support/http";

// Generated bodies, path ids and cookies on every mutating handler: never a 5xx. Bounded to a few
// seconds per endpoint; bench/hardening-fuzz.ts runs the same generator for longer against a built server.
type RouteModule = Partial<Record<"POST" | "PUT" | "DELETE", Handler>>;
const ROUTES = {
  "/api/auth/login": r0,
  "/api/auth/signup": r1,
  "/api/business-applications": r2,
  "/api/business-applications/[id]/approve": r3,
  "/api/business-applications/[id]/reject": r4,
  "/api/businesses/[id]": r5,
  "/api/businesses/ai-search": r6,
  "/api/businesses/extract-name": r7,
  "/api/comments/[id]": r8,
  "/api/events": r9,
  "/api/events/[id]": r10,
  "/api/events/[id]/attend": r11,
  "/api/events/[id]/join": r12,
  "/api/objects/upload": r13,
  "/api/posts": r14,
  "/api/posts/[id]/comments": r15,
  "/api/posts/[id]/like": r16,
  "/api/posts/[id]/save": r17,
  "/api/stories": r18,
  "/api/stories/[id]": r19,
  "/api/stories/[id]/comments": r20,
  "/api/stories/[id]/like": r21,
  "/api/users/[id]": r22,
  "/api/users/[id]/follow": r23,
  "/api/post-images": r24,
  "/api/comment-media": r25,
  "/api/profile-images": r26,
  "/api/background-videos": r27,
  "/api/story-images": r28,
  "/api/venue-images": r29,
  "/api/business-images": r30,
  "/api/uploads/[token]": r31,
} as unknown as Record<string, RouteModule>;

const RUNS = Number(process.env.NIJI_FUZZ_RUNS ?? 15);
let cookies: { member: string; admin: string };
let known: Record<string, string[]>;

beforeAll(async () => {
  const [member, admin, other] = await Promise.all([createUser(), createUser({ admin: true }), createUser()]);
  cookies = { member: member.cookie, admin: admin.cookie };
  const post = await seedPost(member.id);
  const comment = await db.comment.create({ data: { postId: post.id, authorId: member.id, content: "hi" }, select: { id: true } });
  const event = await createEvent(member.cookie);
  const story = await seedStory(member.id);
  const app = await (ROUTES["/api/business-applications"].POST as Handler)(
    new Request(`${BASE}/api/business-applications`, { method: "POST", headers: { cookie: member.cookie, "content-type": "application/json" }, body: JSON.stringify(validApplication()) }),
    { params: Promise.resolve({}) },
  ).then((r) => r.json());
  const business = await db.business.create({ data: { name: "Fuzz Cafe", businessType: "cafe", tags: [] }, select: { id: true } });
  known = {
    posts: [post.id, other.id, "nonexistent"],
    comments: [comment.id, post.id],
    events: [event.id, post.id],
    stories: [story.id, post.id],
    "business-applications": [app.id, post.id],
    businesses: [business.id, post.id],
    users: [member.id, other.id, admin.id],
    uploads: ["0".repeat(43), "nonexistent"],
  };
});

function idsFor(endpoint: Endpoint) {
  return known[endpoint[1].split("/")[2]] ?? ["nonexistent"];
}

describe("fuzzing every mutating handler", () => {
  it.each(MUTATING_ENDPOINTS.map((e) => [`${e[0]} ${e[1]}`, e] as const))("%s never answers 5xx", async (_name, endpoint) => {
    const handler = ROUTES[endpoint[1]][endpoint[0]] as Handler;
    await fc.assert(
      fc.asyncProperty(fuzzRequest, async (request) => {
        // Next decodes the path before the handler sees it; malformed encodings are answered by proxy.ts
        if (request.id.kind === "raw") return;
        const { path, param } = pathFor(endpoint, request.id, idsFor(endpoint), true);
        const headers = new Headers();
        const cookie = cookieHeader(request.cookie, cookies);
        if (cookie) headers.set("cookie", cookie);
        if (request.contentType) headers.set("content-type", request.contentType);
        const req = new Request(new URL(path, BASE), { method: endpoint[0], headers, body: request.body ?? undefined });
        const key = endpoint[1].includes("[token]") ? "token" : "id";
        const res = await handler(req, { params: Promise.resolve({ [key]: param }) });
        const text = await res.text();
        expect(res.status, `${endpoint[0]} ${path} ${JSON.stringify(request)} -> ${text.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: RUNS, seed: process.env.NIJI_FUZZ_SEED ? Number(process.env.NIJI_FUZZ_SEED) : undefined },
    );
  });
});
