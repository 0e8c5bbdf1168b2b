import { expect, expectAccessible, screenshots, test } from "./support";

// The upload handshake from a real browser against the real server: address -> XHR PUT with
// progress (no credentials) -> registration -> the served object, members only.
type BrowserUpload = { objectPath: string; progress: number[]; putStatus: number };

async function uploadFromBrowser(page: import("@playwright/test").Page, kind: "image" | "video"): Promise<BrowserUpload> {
  return page.evaluate(async (kind) => {
    let blob: Blob;
    if (kind === "image") {
      const canvas = new OffscreenCanvas(1600, 900);
      const ctx = canvas.getContext("2d")!;
      const gradient = ctx.createLinearGradient(0, 0, 1600, 900);
      ["#e40303", "#ff8c00", "#ffed00", "#008026", "#24408e", "#732982"].forEach((c, i) => gradient.addColorStop(i / 5, c));
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, 1600, 900);
      blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.8 });
    } else {
      // ftyp, then one mdat (size 2 MB - 24) over a byte pattern: a walkable MP4 without metadata.
      const mdatSize = 2 * 1024 * 1024 - 24;
      const size = [mdatSize >>> 24, (mdatSize >>> 16) & 0xff, (mdatSize >>> 8) & 0xff, mdatSize & 0xff];
      const text = (s: string) => [...new TextEncoder().encode(s)];
      const head = new Uint8Array([0, 0, 0, 0x18, ...text("ftypisom"), 0, 0, 2, 0, ...text("isommp42"), ...size, ...text("mdat")]);
      const body = new Uint8Array(2 * 1024 * 1024);
      for (let i = 0; i < body.length; i++) body[i] = (i * 31) & 0xff;
      body.set(head, 0);
      blob = new Blob([body], { type: "video/mp4" });
    }
    const file = new File([blob], kind === "image" ? "rainbow.jpg" : "clip.mp4", { type: blob.type });
    const address = await fetch("/api/objects/upload", { method: "POST", credentials: "include" });
    const { uploadURL } = (await address.json()) as { uploadURL: string };
    const progress: number[] = [];
    const putStatus = await new Promise<number>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("PUT", uploadURL);
      xhr.withCredentials = false;
      xhr.setRequestHeader("Content-Type", file.type);
      xhr.upload.onprogress = (e) => e.lengthComputable && progress.push(e.loaded / e.total);
      xhr.onload = () => resolve(xhr.status);
      xhr.onerror = () => reject(new Error("Network error during upload"));
      xhr.send(file);
    });
    const register = await fetch("/api/post-images", {
      method: "PUT",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ imageURL: uploadURL.split("?")[0] }),
    });
    const { objectPath } = (await register.json()) as { objectPath: string };
    return { objectPath, progress, putStatus };
  }, kind);
}

test("uploads from the browser: an image is re-encoded, shown to members and hidden from strangers; a video plays back byte for byte with Range requests; a replayed upload address is refused", async ({ page, member, browser }) => {
  expect(member.id).toBeTruthy();
  await page.goto("/api/auth/user"); // a same-origin page with no client code

  await test.step("an image is re-encoded, shown to members and hidden from strangers", async () => {
    const { objectPath, progress, putStatus } = await uploadFromBrowser(page, "image");
    expect(putStatus).toBe(200);
    expect(progress.at(-1)).toBe(1);
    expect(objectPath).toMatch(/^\/objects\/m\/[0-9a-f]{32}\.jpg$/);

    const response = await page.goto(objectPath);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers["content-type"]).toBe("image/jpeg");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    // restricted media (here: an upload no content shows yet, its uploader's alone) is revalidated on every use
    expect(headers["cache-control"]).toBe("private, no-cache");
    await page.goto("/api/auth/user");
    const width = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return img.naturalWidth;
    }, objectPath);
    expect(width).toBe(1080);

    const stranger = await browser.newContext();
    const anonymous = await stranger.request.get(new URL(objectPath, page.url()).toString());
    expect(anonymous.status()).toBe(401);
    await stranger.close();
  });

  await test.step("a video plays back byte for byte with Range requests", async () => {
    const { objectPath, putStatus } = await uploadFromBrowser(page, "video");
    expect(putStatus).toBe(200);
    const ranged = await page.request.get(objectPath, { headers: { Range: "bytes=1000-1999" } });
    expect(ranged.status()).toBe(206);
    expect(ranged.headers()["content-range"]).toBe(`bytes 1000-1999/${2 * 1024 * 1024}`);
    const bytes = await ranged.body();
    expect(bytes.length).toBe(1000);
    expect([...bytes.subarray(0, 4)]).toEqual([1000, 1001, 1002, 1003].map((i) => (i * 31) & 0xff));
  });

  await test.step("a replayed upload address is refused", async () => {
    const statuses = await page.evaluate(async () => {
      const { uploadURL } = (await (await fetch("/api/objects/upload", { method: "POST" })).json()) as { uploadURL: string };
      const gif = Uint8Array.from(atob("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="), (c) => c.charCodeAt(0));
      const put = () => fetch(uploadURL, { method: "PUT", body: gif, headers: { "Content-Type": "image/gif" }, credentials: "omit" });
      return [(await put()).status, (await put()).status];
    });
    expect(statuses).toEqual([200, 403]);
  });
});

test.describe("Add Media dialog on /create", () => {
  test("attaches a gallery image: preview, progress to 100 %, then closes and reports it", async ({ page, member }) => {
    expect(member.id).toBeTruthy();
    const sharp = (await import("sharp")).default;
    const jpeg = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: "#732982" } })
      .jpeg()
      .withExif({ IFD0: { Make: "NijiPhone" } })
      .toBuffer();
    // The registration is held until the finished progress bar has been looked at.
    let register!: () => void;
    const registration = new Promise<void>((resolve) => (register = resolve));
    await page.route("**/api/post-images", async (route) => {
      await registration;
      await route.continue();
    });
    await page.goto("/create");
    await page.getByRole("button", { name: "Add photo or video" }).click();
    const dialog = page.getByRole("dialog", { name: "Add to your post" });
    await expect(dialog.getByRole("button", { name: "Take Photo" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Record Video" })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "media-dialog-choose");

    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Choose from Gallery" }).click();
    await (await chooser).setFiles({ name: "pride.jpg", mimeType: "image/jpeg", buffer: jpeg });

    const preview = dialog.getByRole("img", { name: "Preview of the selected image" });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1400);
    const bar = dialog.getByRole("progressbar", { name: "Upload progress" });
    await expect(bar).toHaveAttribute("aria-valuenow", "100", { timeout: 30_000 }); // the dev server may compile the route first
    await screenshots(page, "media-dialog-uploading");
    // the dialog waits for the registration's answer
    await expect(dialog).toBeVisible();
    register();
    await expect(page.getByText("Media uploaded")).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Share", exact: true })).toBeEnabled();
  });

  test("takes a photo with the (fake) rear camera and uploads it", async ({ page, member }) => {
    expect(member.id).toBeTruthy();
    await page.goto("/create");
    await page.getByRole("button", { name: "Add photo or video" }).click();
    const dialog = page.getByRole("dialog", { name: "Add to your post" });
    await dialog.getByRole("button", { name: "Take Photo" }).click();
    const capture = dialog.getByRole("button", { name: "Capture photo" });
    await expect(capture).toBeEnabled();
    await screenshots(page, "media-dialog-camera");
    const registered = page.waitForResponse((res) => res.url().endsWith("/api/post-images") && res.status() === 200);
    await capture.click();
    const { objectPath } = (await (await registered).json()) as { objectPath: string };
    expect(objectPath).toMatch(/^\/objects\/m\/[0-9a-f]{32}\.jpg$/);
    await expect(dialog).toBeHidden();
  });
});
