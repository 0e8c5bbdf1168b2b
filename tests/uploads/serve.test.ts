import { beforeAll, describe, expect, it } from "vitest";
import { PUT as postImages } from "@/app/api/post-images/route";
import { createUser, type Handler, type TestUser } from "@/tests/support/http";
import { fetchObject, mp4Bytes, uploadAndRegister } from "./support";

let alice: TestUser;
let bob: TestUser;
let objectPath: string;
const video = mp4Bytes(512 * 1024);

beforeAll(async () => {
  [alice, bob] = await Promise.all([createUser(), createUser()]);
  const { reg } = await uploadAndRegister(alice.cookie, postImages as Handler, "/api/post-images", "imageURL", video, "video/mp4");
  objectPath = reg.data.objectPath;
});

describe("GET /objects/[...key]", () => {
  it("serves the bytes to any signed-in member with safe, immutable caching headers", async () => {
    const res = await fetchObject(objectPath, { cookie: bob.cookie });
    expect(res.status).toBe(200);
    expect(res.bytes.equals(video)).toBe(true);
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(res.headers.get("content-length")).toBe(String(video.length));
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
  });

  it("refuses anonymous readers", async () => {
    expect((await fetchObject(objectPath)).status).toBe(401);
  });

  it.each([
    ["bytes=100-199", 100, 199],
    ["bytes=0-0", 0, 0],
    ["bytes=524000-", 524000, 512 * 1024 - 1],
    ["bytes=-300", 512 * 1024 - 300, 512 * 1024 - 1],
  ])("answers Range %s with 206 and exactly those bytes", async (range, start, end) => {
    const res = await fetchObject(objectPath, { cookie: alice.cookie, headers: { range } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes ${start}-${end}/${video.length}`);
    expect(res.headers.get("content-length")).toBe(String(end - start + 1));
    expect(res.bytes.equals(video.subarray(start, end + 1))).toBe(true);
  });

  it("answers an unsatisfiable range with 416", async () => {
    const res = await fetchObject(objectPath, { cookie: alice.cookie, headers: { range: "bytes=999999999-" } });
    expect(res.status).toBe(416);
    expect(res.headers.get("content-range")).toBe(`bytes */${video.length}`);
  });

  it("answers HEAD with headers only and a matching ETag with 304", async () => {
    const head = await fetchObject(objectPath, { cookie: alice.cookie, head: true });
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    expect(head.headers.get("content-length")).toBe(String(video.length));
    const etag = head.headers.get("etag") ?? "";
    const again = await fetchObject(objectPath, { cookie: alice.cookie, headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it.each(["/objects/m/missing.mp4", "/objects/../../etc/passwd", "/objects/.hidden/x", "/objects/" + "a".repeat(600)])(
    "answers %s with 404",
    async (path) => {
      expect((await fetchObject(path, { cookie: alice.cookie })).status).toBe(404);
    },
  );
});
