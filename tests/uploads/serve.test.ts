import { beforeAll, describe, expect, it } from "vitest";
import { PUT as postImages } from "@/app/api/post-images/route";
import { db } from "@/lib/data/db";
import { getStorage, setStorage, type StorageDriver } from "@/lib/data/storage";
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
  // Media follows its content's audience (issue #28; the whole matrix: tests/privacy/media-matrix.test.ts)
  it("serves the bytes to its uploader with safe headers, revalidated on every use", async () => {
    const res = await fetchObject(objectPath, { cookie: alice.cookie });
    expect(res.status).toBe(200);
    expect(res.bytes.equals(video)).toBe(true);
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(res.headers.get("content-length")).toBe(String(video.length));
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
  });

  it("answers 404 to a member no content shows it to, a revalidation with its ETag included", async () => {
    const etag = (await fetchObject(objectPath, { cookie: alice.cookie, head: true })).headers.get("etag") ?? "";
    const hidden = await fetchObject(objectPath, { cookie: bob.cookie });
    expect(hidden.status).toBe(404);
    expect(JSON.parse(hidden.bytes.toString())).toEqual({ message: "Not found", code: "not_found", messageKey: "notFound" });
    expect(hidden.headers.get("cache-control")).toBe("private, no-store");
    expect((await fetchObject(objectPath, { cookie: bob.cookie, head: true })).status).toBe(404);
    expect((await fetchObject(objectPath, { cookie: bob.cookie, headers: { "if-none-match": etag } })).status).toBe(404);
    expect((await fetchObject(objectPath, { cookie: bob.cookie, headers: { range: "bytes=0-9" } })).status).toBe(404);
  });

  it("lets every member keep a business image for an hour, never immutable", async () => {
    const business = await db.business.create({ data: { name: `Serve test ${Date.now()}`, businessType: "cafe", address: "1-1", city: "Tokyo", imageUrl: objectPath } });
    try {
      const res = await fetchObject(objectPath, { cookie: bob.cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, max-age=3600");
    } finally {
      await db.business.delete({ where: { id: business.id } });
    }
    expect((await fetchObject(objectPath, { cookie: bob.cookie })).status).toBe(404);
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

  it("answers a revalidation with 304 after the access check, without asking the store (no stat, no get)", async () => {
    const base = getStorage();
    const calls: string[] = [];
    const counting: StorageDriver = {
      put: (key, body, opts) => base.put(key, body, opts),
      get: (key, range) => (calls.push(`get ${key}`), base.get(key, range)),
      stat: (key) => (calls.push(`stat ${key}`), base.stat(key)),
      delete: (key) => base.delete(key),
    };
    setStorage(counting);
    try {
      const etag = `"${objectPath.slice("/objects/".length)}"`;
      const again = await fetchObject(objectPath, { cookie: alice.cookie, headers: { "if-none-match": etag } });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("cache-control")).toBe("private, no-cache");
      expect(calls).toEqual([]);
      // Any other ETag is a full answer, which reads the object's size and type.
      expect((await fetchObject(objectPath, { cookie: alice.cookie, headers: { "if-none-match": '"other"' } })).status).toBe(200);
      expect(calls.filter((c) => c.startsWith("stat"))).toHaveLength(1);
    } finally {
      setStorage(null);
    }
  });

  it.each(["/objects/m/missing.mp4", "/objects/../../etc/passwd", "/objects/.hidden/x", "/objects/" + "a".repeat(600)])(
    "answers %s with 404",
    async (path) => {
      expect((await fetchObject(path, { cookie: alice.cookie })).status).toBe(404);
    },
  );
});
