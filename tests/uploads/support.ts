import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { POST as createUploadRoute } from "@/app/api/objects/upload/route";
import { PUT as uploadRoute } from "@/app/api/uploads/[token]/route";
import { GET as objectGet, HEAD as objectHead } from "@/app/objects/[...key]/route";
import { BASE, call, type Handler } from "@/tests/support/http";

export const MB = 1024 * 1024;
export const createUpload = createUploadRoute as Handler;

/** A JPEG carrying EXIF with GPS coordinates, wider than 1080 px. */
export async function jpegWithGps(width = 1600, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: "#e40303" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "NijiPhone", Model: "Secret Model", Artist: "Aiko Tanaka" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "35/1 39/1 29/1", GPSLongitudeRef: "E", GPSLongitude: "139/1 42/1 3/1" },
    })
    .toBuffer();
}

export const pngBytes = () => sharp({ create: { width: 64, height: 48, channels: 4, background: "#24408e80" } }).png().toBuffer();

/** ftyp (mp4 brand) + one mdat of random payload: a walkable MP4 without metadata, served back as-is. */
export function mp4Bytes(size = 256 * 1024) {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.from([0, 0, 2, 0]), Buffer.from("isommp42")]);
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(size - ftyp.length);
  mdat.write("mdat", 4, "latin1");
  return Buffer.concat([ftyp, mdat, randomBytes(size - ftyp.length - mdat.length)]);
}

/** A pull-based body of `total` bytes starting with `head`, counting how many bytes the server pulled. */
export function countingBody(head: Buffer, total: number, chunk = 64 * 1024) {
  const counter = { pulled: 0, cancelled: false };
  const filler = Buffer.alloc(chunk, 7);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= total) return controller.close();
        const part = counter.pulled === 0 ? Buffer.concat([head, filler]).subarray(0, chunk) : filler;
        counter.pulled += part.length;
        controller.enqueue(new Uint8Array(part));
      },
      cancel() {
        counter.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

export async function requestAddress(cookie: string, purpose?: string) {
  const res = await call(createUpload, "/api/objects/upload", { method: "POST", cookie, ...(purpose ? { body: { purpose } } : {}) });
  if (res.status !== 200) throw new Error(`address: ${res.status} ${JSON.stringify(res.data)}`);
  return res.data.uploadURL as string;
}

/** PUTs bytes to an upload address the way the browser does: no cookie, the file's content type. */
export async function putBytes(uploadURL: string, body: BodyInit, contentType: string, headers: Record<string, string> = {}) {
  const token = uploadURL.split("/").pop() ?? "";
  return call(uploadRoute as Handler, uploadURL, {
    method: "PUT",
    rawBody: body,
    params: { token },
    headers: { "content-type": contentType, ...headers },
  });
}

/** Address -> PUT -> register; returns the registration reply. */
export async function uploadAndRegister(
  cookie: string,
  register: Handler,
  endpoint: string,
  field: string,
  bytes: Buffer,
  contentType: string,
  purpose?: string,
) {
  const uploadURL = await requestAddress(cookie, purpose);
  const put = await putBytes(uploadURL, new Uint8Array(bytes), contentType);
  if (put.status !== 200) throw new Error(`put: ${put.status} ${JSON.stringify(put.data)}`);
  return { uploadURL, reg: await call(register, endpoint, { method: "PUT", cookie, body: { [field]: uploadURL } }) };
}

/** GET (or HEAD) of an objectPath, keeping the body as bytes. */
export async function fetchObject(objectPath: string, options: { cookie?: string; headers?: Record<string, string>; head?: boolean } = {}) {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", options.cookie);
  const method = options.head ? "HEAD" : "GET";
  const key = objectPath.replace(/^\/objects\//, "").split("/");
  const handler = (options.head ? objectHead : objectGet) as Handler;
  const res = await handler(new Request(new URL(objectPath, BASE), { method, headers }), { params: Promise.resolve({ key } as never) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
