import type { Page } from "@playwright/test";
import { box, findBox, GPS, walkMp4, walkWebm, WEBM_ID } from "../tests/support/video-fixtures";
import { recordCanvasVideo } from "./fixtures/record-video";
import { expect, test } from "./support";

// Issue #14, video metadata, on real files: Chromium records a WebM and an MP4, we add a GPS tag to
// each, upload it through the real handshake, and the served file has no GPS and still plays.

/** MediaRecorder's WebM has an unknown-size Segment, so a Tags element can go in front of the first Cluster as is. */
function withWebmGpsTag(webm: Buffer): Buffer {
  const cluster = webm.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
  expect(cluster).toBeGreaterThan(0);
  const small = (id: number[], body: Buffer) => Buffer.concat([Buffer.from(id), Buffer.from([0x80 | body.length]), body]);
  const simpleTag = small([0x67, 0xc8], Buffer.concat([small([0x45, 0xa3], Buffer.from("LOCATION")), small([0x44, 0x87], Buffer.from(GPS))]));
  const tags = small([0x12, 0x54, 0xc3, 0x67], small([0x73, 0x73], simpleTag));
  return Buffer.concat([webm.subarray(0, cluster), tags, webm.subarray(cluster)]);
}

/** Appends udta{©xyz} to moov (fragmented MP4 addresses samples from each moof, so nothing else moves). */
function withMp4GpsAtom(mp4: Buffer): Buffer {
  const moov = findBox(walkMp4(mp4), ["moov"]);
  expect(moov).toBeDefined();
  const xyz = box("\xa9xyz", [Buffer.from([0, GPS.length, 0x15, 0xc7]), Buffer.from(GPS)]);
  const udta = box("udta", [xyz]);
  const end = moov!.start + moov!.size;
  const out = Buffer.concat([mp4.subarray(0, end), udta, mp4.subarray(end)]);
  out.writeUInt32BE(moov!.size + udta.length, moov!.start);
  return out;
}

async function upload(page: Page, bytes: Buffer, contentType: string): Promise<string> {
  const address = await page.request.post("/api/objects/upload", { data: { purpose: "post" } });
  expect(address.status()).toBe(200);
  const { uploadURL } = (await address.json()) as { uploadURL: string };
  const put = await page.request.put(uploadURL, { data: bytes, headers: { "content-type": contentType } });
  expect(put.status(), await put.text()).toBe(200);
  const register = await page.request.put("/api/post-images", { data: { imageURL: uploadURL } });
  expect(register.status()).toBe(200);
  return ((await register.json()) as { objectPath: string }).objectPath;
}

/** Loads the served file in a <video> and plays it: its size as decoded, and whether time advanced. */
async function play(page: Page, objectPath: string) {
  return page.evaluate(async (src) => {
    const video = document.createElement("video");
    video.muted = true;
    video.src = src;
    document.body.append(video);
    await new Promise((resolve, reject) => {
      video.onloadeddata = resolve;
      video.onerror = () => reject(new Error(`video error ${video.error?.code}: ${video.error?.message}`));
    });
    // playing: its time moves on (or it plays to the end)
    const advanced = new Promise<boolean>((resolve) => {
      video.ontimeupdate = () => video.currentTime > 0 && resolve(true);
      video.onended = () => resolve(true);
    });
    await video.play();
    return { width: video.videoWidth, height: video.videoHeight, advanced: await advanced };
  }, objectPath);
}

const cases = [
  { name: "WebM", mimeTypes: ["video/webm;codecs=vp8", "video/webm"], contentType: "video/webm", inject: withWebmGpsTag },
  { name: "MP4", mimeTypes: ["video/mp4;codecs=avc1", "video/mp4;codecs=vp9", "video/mp4"], contentType: "video/mp4", inject: withMp4GpsAtom },
];

for (const { name, mimeTypes, contentType, inject } of cases) {
  test(`${name === "MP4" ? "an" : "a"} ${name} recorded in the browser with a GPS tag is served without it and still plays`, async ({ page, member }) => {
    test.setTimeout(120_000); // the server may compile the routes first
    expect(member.id).toBeTruthy();
    await page.goto("/api/auth/user"); // a same-origin page with no client code
    const recorded = await recordCanvasVideo(page, mimeTypes);
    const tagged = inject(recorded.bytes);
    expect(tagged.includes(GPS)).toBe(true);

    const objectPath = await upload(page, tagged, contentType);
    const served = Buffer.from(await (await page.request.get(objectPath)).body());
    expect(served.length).toBe(tagged.length);
    expect(served.includes(GPS)).toBe(false);
    if (name === "WebM") expect(walkWebm(served)[1]!.children!.map((c) => c.id)).not.toContain(WEBM_ID.tags);
    else expect(findBox(walkMp4(served), ["moov", "udta"])).toBeUndefined();

    expect(await play(page, objectPath)).toEqual({ width: 160, height: 90, advanced: true });
  });
}
