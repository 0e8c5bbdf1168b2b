import { registeredUpload } from "@/tests/support/uploads";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as meRoute } from "@/app/api/auth/user/route";
import { GET as getUserRoute, PUT as putUserRoute } from "@/app/api/users/[id]/route";
import { db } from "@/lib/data/db";
import { call, createUser, uniqueEmail, type Handler, type TestUser } from "@/tests/support/http";

const getUser = getUserRoute as Handler;
const putUser = putUserRoute as Handler;
const me = meRoute as Handler;

function put(user: TestUser, body: unknown, id = user.id) {
  return call(putUser, `/api/users/${id}`, { method: "PUT", cookie: user.cookie, params: { id }, body });
}

describe("GET /api/users/{id}", () => {
  it("returns the profile with counts and hides the e-mail from others", async () => {
    const owner = await createUser({ firstName: "Aiko", lastName: "Tanaka" });
    const viewer = await createUser();
    const own = await call(getUser, `/api/users/${owner.id}`, { cookie: owner.cookie, params: { id: owner.id } });
    expect(own.status).toBe(200);
    expect(own.data).toMatchObject({
      id: owner.id,
      email: owner.email,
      firstName: "Aiko",
      lastName: "Tanaka",
      postsCount: 0,
      followersCount: 0,
      followingCount: 0,
      isFollowing: false,
    });
    const other = await call(getUser, `/api/users/${owner.id}`, { cookie: viewer.cookie, params: { id: owner.id } });
    expect(other.status).toBe(200);
    expect(other.data.username).toBe(owner.username);
    expect(other.data).not.toHaveProperty("email");
    expect(JSON.stringify(other.data)).not.toMatch(/passwordHash|sessionVersion/);
  });

  it("answers 401 signed out, 404 for unknown or malformed ids", async () => {
    const viewer = await createUser();
    expect((await call(getUser, "/api/users/x", { params: { id: viewer.id } })).status).toBe(401);
    expect((await call(getUser, "/api/users/nope", { cookie: viewer.cookie, params: { id: "nope" } })).status).toBe(404);
    const malformed = await call(getUser, "/api/users/x", { cookie: viewer.cookie, params: { id: "../etc/passwd" } });
    expect(malformed.status).toBe(404);
    const long = await call(getUser, "/api/users/x", { cookie: viewer.cookie, params: { id: "a".repeat(10_000) } });
    expect(long.status).toBe(404);
  });
});

describe("PUT /api/users/{id}", () => {
  it("updates one's own profile and normalises the username", async () => {
    const user = await createUser();
    const username = `Rin.${Date.now()}`;
    const res = await put(user, {
      username: `  ${username} `,
      firstName: " Rin ",
      lastName: "Sato",
      bio: "Tokyo · she/her",
      email: user.email,
      profileImageUrl: "https://images.example.org/rin.jpg",
      backgroundVideoUrl: "",
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      username: username.toLowerCase(),
      firstName: "Rin",
      lastName: "Sato",
      bio: "Tokyo · she/her",
      profileImageUrl: "https://images.example.org/rin.jpg",
      backgroundVideoUrl: null,
    });
    const fetched = await call(getUser, `/api/users/${user.id}`, { cookie: user.cookie, params: { id: user.id } });
    expect(fetched.data.bio).toBe("Tokyo · she/her");
  });

  it("clears optional fields with empty strings and leaves omitted ones alone", async () => {
    const user = await createUser({ firstName: "Mika", lastName: "Ono" });
    expect((await put(user, { username: user.username, bio: "hello" })).status).toBe(200);
    const res = await put(user, { username: user.username, lastName: "", bio: "" });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ firstName: "Mika", lastName: null, bio: null });
  });

  it("refuses to edit someone else's profile with 403", async () => {
    const owner = await createUser({ firstName: "Owner" });
    const intruder = await createUser();
    const res = await put(intruder, { username: `hijack${Date.now()}`, bio: "pwned" }, owner.id);
    expect(res.status).toBe(403);
    const row = await db.user.findUnique({ where: { id: owner.id } });
    expect(row?.bio).toBeNull();
    expect(row?.username).toBe(owner.username);
  });

  it("answers 409 for a username taken in any case, and for a taken e-mail", async () => {
    const first = await createUser();
    const second = await createUser();
    const taken = await put(second, { username: first.username.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.data).toEqual({ message: "This username is already taken", code: "conflict", messageKey: "usernameTaken" });
    const email = await put(second, { username: second.username, email: first.email.toUpperCase(), currentPassword: second.password });
    expect(email.status).toBe(409);
    expect(email.data.message).toBe("An account with this email already exists");
    // keeping one's own username and e-mail is fine
    expect((await put(second, { username: second.username, email: second.email })).status).toBe(200);
  });

  it("changes the e-mail when it is free", async () => {
    const user = await createUser();
    const next = uniqueEmail("moved");
    const res = await put(user, { username: user.username, email: next.toUpperCase(), currentPassword: user.password });
    expect(res.status).toBe(200);
    expect(res.data.email).toBe(next.toLowerCase());
  });

  const long = "x".repeat(10_000);
  it.each([
    ["missing username", { bio: "hi" }, "Username is required"],
    ["blank username", { username: "   " }, "Username is required"],
    ["short username", { username: "ab" }, "Username must be at least 3 characters"],
    ["long username", { username: "a".repeat(31) }, "Username must be at most 30 characters"],
    ["username with spaces", { username: "rin sato" }, "Username may only contain letters, numbers, dots and underscores"],
    ["username with emoji", { username: "rin🌈x" }, "Username may only contain letters, numbers, dots and underscores"],
    ["bio of 151", { username: "validname", bio: "b".repeat(151) }, "Bio must be at most 150 characters"],
    ["short password", { username: "validname", password: "12345" }, "Password must be at least 6 characters"],
    ["bad e-mail", { username: "validname", email: "nope" }, "Please enter a valid email"],
    ["http image", { username: "validname", profileImageUrl: "http://example.org/a.jpg" }, "Profile image URL must be an https:// address"],
    ["javascript image", { username: "validname", profileImageUrl: "javascript:alert(1)" }, "Profile image URL must be an https:// address"],
    ["external video", { username: "validname", backgroundVideoUrl: "https://example.org/a.mp4" }, "Please select a video file"],
    ["wrong types", { username: 42, bio: ["x"], firstName: {} }, undefined],
    ["10k strings", { username: long, bio: long, firstName: long, email: long, password: long }, undefined],
    ["array body", [], undefined],
  ])("%s -> 400", async (_name, body, message) => {
    const user = await createUser();
    const res = await put(user, body);
    expect(res.status).toBe(400);
    expect(typeof res.data.message).toBe("string");
    if (message) expect(res.data.message).toBe(message);
  });

  it("answers malformed JSON and an absent body with 400, changing nothing", async () => {
    const user = await createUser();
    const json = { "content-type": "application/json" };
    const broken = await call(putUser, "/x", { method: "PUT", rawBody: '{"username": "x', headers: json, cookie: user.cookie, params: { id: user.id } });
    expect(broken.status).toBe(400);
    expect(broken.data.message).toBe("Malformed JSON body");
    const absent = await call(putUser, "/x", { method: "PUT", headers: json, cookie: user.cookie, params: { id: user.id } });
    expect(absent.status).toBe(400);
    expect(absent.data.message).toBe("Username is required");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).username).toBe(user.username);
  });

  it("accepts a bio of exactly 150 characters", async () => {
    const user = await createUser();
    const res = await put(user, { username: user.username, bio: "b".repeat(150) });
    expect(res.status).toBe(200);
    expect(res.data.bio).toHaveLength(150);
  });

  it("refuses an objectPath the member never uploaded", async () => {
    const user = await createUser();
    const res = await put(user, { username: user.username, profileImageUrl: "/objects/someone-elses.jpg" });
    expect(res.status).toBe(400);
  });

  it("stores the member's own registered profile image and background video, and nobody else's", async () => {
    const user = await createUser();
    const other = await createUser();
    const image = await registeredUpload(user.id, "profile", "image");
    const video = await registeredUpload(user.id, "background", "video");
    const res = await put(user, { username: user.username, profileImageUrl: image, backgroundVideoUrl: video });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ profileImageUrl: image, backgroundVideoUrl: video });
    // saving the form again with unchanged values is fine
    expect((await put(user, { username: user.username, profileImageUrl: image, backgroundVideoUrl: video })).status).toBe(200);
    // another member cannot point at these objects
    expect((await put(other, { username: other.username, profileImageUrl: image })).status).toBe(400);
    expect((await put(other, { username: other.username, backgroundVideoUrl: video })).status).toBe(400);
    // a video is not a profile image and an image is not a background video
    const wrongImage = await registeredUpload(user.id, "background", "video");
    expect((await put(user, { username: user.username, profileImageUrl: wrongImage })).status).toBe(400);
    const wrongVideo = await registeredUpload(user.id, "profile", "image");
    expect((await put(user, { username: user.username, backgroundVideoUrl: wrongVideo })).status).toBe(400);
  });

  it("accepts an image from the member's own posts (My Posts tab)", async () => {
    const user = await createUser();
    const url = `/objects/m/${randomBytes(16).toString("hex")}.jpg`;
    await db.post.create({ data: { authorId: user.id, media: { create: { position: 0, url, type: "image" } } } });
    const res = await put(user, { username: user.username, profileImageUrl: url });
    expect(res.status).toBe(200);
    expect(res.data.profileImageUrl).toBe(url);
    const other = await createUser();
    expect((await put(other, { username: other.username, profileImageUrl: url })).status).toBe(400);
  });

  it("a password change hashes it, ends other sessions and keeps the editor signed in", async () => {
    const user = await createUser();
    const otherDevice = user.cookie;
    const before = await db.user.findUnique({ where: { id: user.id }, omit: { passwordHash: false } });
    const res = await put(user, { username: user.username, password: "new-secret-1", currentPassword: user.password });
    expect(res.status).toBe(200);
    const after = await db.user.findUnique({ where: { id: user.id }, omit: { passwordHash: false } });
    expect(after?.passwordHash).toMatch(/^\$2[aby]\$1\d\$/);
    expect(after?.passwordHash).not.toBe(before?.passwordHash);
    expect(after?.sessionVersion).toBe((before?.sessionVersion ?? 0) + 1);
    const fresh = (res.headers.get("set-cookie") ?? "").split(";")[0];
    expect(fresh).toMatch(/^next-auth\.session-token=/);
    expect((await call(me, "/api/auth/user", { cookie: fresh })).status).toBe(200);
    expect((await call(me, "/api/auth/user", { cookie: otherDevice })).status).toBe(401);
    // the owner hears of it by mail (queued, sealed: the job runner sends it)
    expect(await db.outboundMail.count({ where: { to: user.email } })).toBe(1);
  });

  it("an empty password leaves the password and sessions alone", async () => {
    const user = await createUser();
    const res = await put(user, { username: user.username, password: "" });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect((await call(me, "/api/auth/user", { cookie: user.cookie })).status).toBe(200);
  });

  it("refuses non-JSON bodies and cross-site origins", async () => {
    const user = await createUser();
    const form = await call(putUser, "/x", {
      method: "PUT",
      cookie: user.cookie,
      params: { id: user.id },
      rawBody: "username=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    const cross = await call(putUser, "/x", {
      method: "PUT",
      cookie: user.cookie,
      params: { id: user.id },
      body: { username: user.username },
      headers: { origin: "https://evil.example" },
    });
    expect(cross.status).toBe(403);
  });
});
