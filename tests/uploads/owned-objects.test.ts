import { beforeAll, describe, expect, it } from "vitest";
import { PUT as postImages } from "@/app/api/post-images/route";
import { PUT as storyImages } from "@/app/api/story-images/route";
import { resolveOwnedObject, resolveOwnedObjects } from "@/lib/domain/uploads/owned-objects";
import { createUser, type Handler, type TestUser } from "@/tests/support/http";
import { mp4Bytes, pngBytes, putBytes, requestAddress, uploadAndRegister } from "./support";

let alice: TestUser;
let bob: TestUser;
let image: string;
let video: string;
let story: string;
let unregistered: string;

beforeAll(async () => {
  [alice, bob] = await Promise.all([createUser(), createUser()]);
  const png = await pngBytes();
  image = (await uploadAndRegister(alice.cookie, postImages as Handler, "/api/post-images", "imageURL", png, "image/png")).reg.data.objectPath;
  video = (await uploadAndRegister(alice.cookie, postImages as Handler, "/api/post-images", "imageURL", mp4Bytes(4096), "video/mp4")).reg.data.objectPath;
  story = (await uploadAndRegister(alice.cookie, storyImages as Handler, "/api/story-images", "imageURL", png, "image/png")).reg.data.objectPath;
  await putBytes(await requestAddress(alice.cookie), new Uint8Array(png), "image/png");
  unregistered = "/objects/m/ffffffffffffffffffffffffffffffff.png";
});

describe("resolveOwnedObjects", () => {
  it("returns the member's registered objects in input order with their kind", async () => {
    const result = await resolveOwnedObjects(alice, [video, image, video], ["post"]);
    expect(result).toEqual([
      { objectPath: video, kind: "video" },
      { objectPath: image, kind: "image" },
      { objectPath: video, kind: "video" },
    ]);
    // one object goes with what the content keeps of it: a still image's WebP variants and ThumbHash (docs/decisions/media.md)
    expect(await resolveOwnedObject(alice, story, ["post", "story"])).toEqual({ objectPath: story, kind: "image", variantWidths: [64], placeholder: expect.any(String) });
    expect(await resolveOwnedObjects(alice, [], ["post"])).toEqual([]);
  });

  it.each([
    ["another member's object", () => [bob, [image], ["post"]] as const],
    ["an object registered for another purpose", () => [alice, [story], ["post"]] as const],
    ["an unknown key", () => [alice, [unregistered], ["post"]] as const],
    ["an external URL", () => [alice, ["https://evil.example/a.png"], ["post"]] as const],
    ["a path escape", () => [alice, ["/objects/../secret"], ["post"]] as const],
    ["no purposes", () => [alice, [image], []] as const],
    ["too many objects", () => [alice, Array(51).fill(image), ["post"]] as const],
  ])("refuses %s with 400 Invalid media", async (_name, args) => {
    const [viewer, paths, purposes] = args();
    await expect(resolveOwnedObjects(viewer, [...paths], [...purposes])).rejects.toMatchObject({ status: 400, message: "Invalid media" });
  });
});
