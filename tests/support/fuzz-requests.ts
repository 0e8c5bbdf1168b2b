import fc from "fast-check";

// Generated hostile requests for every mutating endpoint, shared by the in-suite fuzz test
// (tests/hardening/fuzz.test.ts, handlers called directly) and the long run against a built server
// (bench/hardening-fuzz.ts). A request is plain data so both can send it.
export const MUTATING_ENDPOINTS = [
  ["POST", "/api/auth/login"],
  ["POST", "/api/auth/signup"],
  ["POST", "/api/business-applications"],
  ["POST", "/api/business-applications/[id]/approve"],
  ["POST", "/api/business-applications/[id]/reject"],
  ["PUT", "/api/businesses/[id]"],
  ["POST", "/api/businesses/ai-search"],
  ["POST", "/api/businesses/extract-name"],
  ["PUT", "/api/comments/[id]"],
  ["DELETE", "/api/comments/[id]"],
  ["POST", "/api/events"],
  ["PUT", "/api/events/[id]"],
  ["DELETE", "/api/events/[id]"],
  ["POST", "/api/events/[id]/attend"],
  ["POST", "/api/events/[id]/join"],
  ["POST", "/api/objects/upload"],
  ["POST", "/api/posts"],
  ["POST", "/api/posts/[id]/comments"],
  ["POST", "/api/posts/[id]/like"],
  ["POST", "/api/posts/[id]/save"],
  ["DELETE", "/api/posts/[id]/save"],
  ["POST", "/api/stories"],
  ["DELETE", "/api/stories/[id]"],
  ["POST", "/api/stories/[id]/comments"],
  ["POST", "/api/stories/[id]/like"],
  ["PUT", "/api/users/[id]"],
  ["POST", "/api/users/[id]/follow"],
  ["PUT", "/api/post-images"],
  ["PUT", "/api/comment-media"],
  ["PUT", "/api/profile-images"],
  ["PUT", "/api/background-videos"],
  ["PUT", "/api/story-images"],
  ["PUT", "/api/venue-images"],
  ["PUT", "/api/business-images"],
  ["PUT", "/api/uploads/[token]"],
] as const;

export type Endpoint = (typeof MUTATING_ENDPOINTS)[number];

/** Ids that exist (filled in by the runner), plus hostile ones. `raw` ids are sent unencoded. */
export type IdChoice = { kind: "known"; index: number } | { kind: "text"; value: string } | { kind: "raw"; value: string };
export type CookieChoice = "member" | "admin" | "none" | "malformed" | { raw: string };
export type FuzzRequest = { id: IdChoice; cookie: CookieChoice; contentType: string | null; body: string | null };

const FIELDS = [
  "content", "media", "title", "date", "endDate", "eventType", "price", "maxAttendees", "tags", "description",
  "location", "ageRestriction", "venueImageUrl", "username", "email", "password", "currentPassword", "firstName",
  "lastName", "bio", "profileImageUrl", "backgroundVideoUrl", "adminNotes", "name", "businessType", "city",
  "address", "website", "googleMapsUrl", "imageUrl", "url", "query", "status", "purpose", "mediaUrl", "mediaType",
  "imageURL", "mediaURL", "profileImageURL", "backgroundVideoURL", "venueImageURL", "businessImageURL", "collectionId",
];

const hostileString = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "", " ", "\u0000", "\ud800", "\udfff", "9999-12-31T23:59:59-14:00", "0000-01-01T00:00:00+14:00", "2026-02-30T10:00",
    "-1", "1e309", "NaN", "../../etc/passwd", "/objects/../x", "javascript:alert(1)", "https://", "%E0%A4%A",
    "<script>alert(1)</script>", "x".repeat(6000), "🏳️‍🌈".repeat(50), "admin@niji.demo", "/objects/uploads/x.jpg",
  ),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: "small" },
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 4 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

const jsonBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), anyValue, { maxKeys: 8 }).map((v) => JSON.stringify(v)),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 80 }),
  fc.constantFrom("{", "[]", "null", '"x"', '{"__proto__":{"isAdmin":true}}', '{"a":"\\ud800"}', '{"a":"\\u0000"}'),
);

export const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc.record({
  id: fc.oneof(
    { weight: 3, arbitrary: fc.nat(3).map((index) => ({ kind: "known" as const, index })) },
    { weight: 2, arbitrary: hostileString.map((value) => ({ kind: "text" as const, value })) },
    { weight: 1, arbitrary: fc.constantFrom("%ff", "%E0%A4%A", "%00", "a%2Fb", "%C0%AF").map((value) => ({ kind: "raw" as const, value })) },
  ),
  cookie: fc.oneof(
    { weight: 4, arbitrary: fc.constant<CookieChoice>("member") },
    { weight: 1, arbitrary: fc.constantFrom<CookieChoice>("admin", "none", "malformed") },
    { weight: 1, arbitrary: fc.string({ maxLength: 80 }).map<CookieChoice>((raw) => ({ raw })) },
  ),
  contentType: fc.oneof(
    { weight: 6, arbitrary: fc.constant("application/json") },
    { weight: 1, arbitrary: fc.constantFrom(null, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=utf-8", "image/png") },
  ),
  body: fc.oneof({ weight: 5, arbitrary: jsonBody }, { weight: 1, arbitrary: fc.constant(null) }),
});

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The path for this request, with `[id]`/`[token]` filled in; `known` picks from the runner's ids. */
export function pathFor(endpoint: Endpoint, id: IdChoice, known: string[], encode: boolean) {
  const value = (id.kind === "known" ? known[id.index % known.length] : id.value) ?? "x";
  const segment = id.kind === "raw" || !encode ? value : encodeURIComponent(value.replace(LONE_SURROGATE, "\ufffd"));
  return { path: endpoint[1].replace(/\[(id|token)\]/, segment || "x"), param: value };
}

export function cookieHeader(choice: CookieChoice, cookies: { member: string; admin: string }) {
  if (choice === "member") return cookies.member;
  if (choice === "admin") return cookies.admin;
  if (choice === "none") return null;
  if (choice === "malformed") return "next-auth.session-token=%E0%A4%A";
  return choice.raw.replace(/[\r\n]/g, "");
}
