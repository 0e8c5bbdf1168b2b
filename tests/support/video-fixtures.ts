// Hand-built MP4 and WebM files carrying location and device metadata, and small walkers that
// check a file's structure; shared by the unit tests, the upload integration tests and the bench.

export const GPS = "+35.6895+139.6917/";
export const DEVICE = "NijiPhone 15 Pro";

const text = (s: string) => Buffer.from(s, "latin1");
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** An ISO-BMFF box; `large` writes the 64-bit size form. */
export function box(type: string, parts: Buffer[] = [], { large = false } = {}): Buffer {
  const body = Buffer.concat(parts);
  if (!large) return Buffer.concat([u32(8 + body.length), text(type), body]);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(16 + body.length));
  return Buffer.concat([u32(1), text(type), size, body]);
}

const fullBox = (type: string, parts: Buffer[] = []) => box(type, [Buffer.alloc(4), ...parts]);

/** A QuickTime user-data string item (©xyz, ©mod...): size, language, text. */
const udtaString = (type: string, value: string) => box(type, [Buffer.from([0, value.length, 0x15, 0xc7]), text(value)]);

/** Apple's moov/meta: hdlr mdta, keys, ilst with the location and the model. */
function appleMeta() {
  const key = (name: string) => Buffer.concat([u32(8 + name.length), text("mdta"), text(name)]);
  const item = (index: number, value: string) => Buffer.concat([u32(8 + 16 + value.length), u32(index), box("data", [u32(1), u32(0), text(value)])]);
  return fullBox("meta", [
    fullBox("hdlr", [u32(0), text("mdta"), Buffer.alloc(13)]),
    fullBox("keys", [u32(2), key("com.apple.quicktime.location.ISO6709"), key("com.apple.quicktime.model")]),
    box("ilst", [item(1, GPS), item(2, DEVICE)]),
  ]);
}

const XMP_UUID = Buffer.from("be7acfcb97a942e89c71999491e3afac", "hex");
const xmp = () => box("uuid", [XMP_UUID, text(`<x:xmpmeta><exif:GPSLatitude>${GPS}</exif:GPSLatitude></x:xmpmeta>`)]);

/** Deterministic "media" bytes, so tests can prove they are unchanged. */
export function mediaBytes(size: number, seed = 7): Buffer {
  const b = Buffer.alloc(size);
  for (let i = 0; i < size; i++) b[i] = (i * 31 + seed) & 0xff;
  return b;
}

/**
 * ftyp + moov{mvhd, udta{©xyz, ©mod}, meta{...}, trak{tkhd, mdia{...stco}, udta{©xyz}}, uuid(XMP)} + mdat + a top-level XMP uuid,
 * with moov before or after mdat; stco points at the two halves of the mdat payload.
 */
export function mp4WithGps({ moovFirst = true, mdatSize = 4096, largeMdat = false, brand = "isom" } = {}): Buffer {
  const ftyp = box("ftyp", [text(brand), u32(0x200), text(`${brand}mp42`)]);
  const mdatHeader = largeMdat ? 16 : 8;
  const moovFor = (mdatStart: number) =>
    box("moov", [
      fullBox("mvhd", [Buffer.alloc(96)]),
      box("udta", [udtaString("\xa9xyz", GPS), udtaString("\xa9mod", DEVICE)]),
      appleMeta(),
      box("trak", [
        fullBox("tkhd", [Buffer.alloc(80)]),
        box("mdia", [
          fullBox("mdhd", [Buffer.alloc(20)]),
          fullBox("hdlr", [u32(0), text("vide"), Buffer.alloc(13)]),
          box("minf", [box("stbl", [fullBox("stco", [u32(2), u32(mdatStart), u32(mdatStart + mdatSize / 2)])]), box("udta", [udtaString("\xa9xyz", GPS)])]),
        ]),
        box("udta", [udtaString("\xa9xyz", GPS)]),
      ]),
      xmp(),
    ]);
  const mdat = () => box("mdat", [mediaBytes(mdatSize)], { large: largeMdat });
  if (moovFirst) {
    const moovSize = moovFor(0).length;
    const start = ftyp.length + moovSize + mdatHeader;
    return Buffer.concat([ftyp, moovFor(start), mdat(), xmp()]);
  }
  const start = ftyp.length + xmp().length + mdatHeader;
  return Buffer.concat([ftyp, xmp(), mdat(), moovFor(start)]);
}

export type Mp4Box = { type: string; start: number; size: number; headerSize: number; children?: Mp4Box[] };
const MP4_CONTAINERS = new Set(["moov", "trak", "mdia", "minf", "stbl", "udta"]);

/** Walks a whole MP4 and throws unless every box fits exactly inside its parent. */
export function walkMp4(b: Buffer, start = 0, end = b.length): Mp4Box[] {
  const boxes: Mp4Box[] = [];
  let at = start;
  while (at < end) {
    if (end - at < 8) throw new Error(`partial header at ${at}`);
    let size = b.readUInt32BE(at);
    let headerSize = 8;
    if (size === 1) {
      size = Number(b.readBigUInt64BE(at + 8));
      headerSize = 16;
    } else if (size === 0) size = end - at;
    if (size < headerSize || at + size > end) throw new Error(`bad size ${size} at ${at}`);
    const type = b.toString("latin1", at + 4, at + 8);
    const node: Mp4Box = { type, start: at, size, headerSize };
    if (MP4_CONTAINERS.has(type)) node.children = walkMp4(b, at + headerSize, at + size);
    boxes.push(node);
    at += size;
  }
  if (at !== end) throw new Error("boxes overrun their parent");
  return boxes;
}

export const findBox = (boxes: Mp4Box[], path: string[]): Mp4Box | undefined => {
  const [first, ...rest] = path;
  const found = boxes.find((x) => x.type === first);
  return rest.length === 0 || !found ? found : findBox(found.children ?? [], rest);
};

// --- WebM -------------------------------------------------------------------------------------

const ebmlId = (id: number) => {
  const bytes: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) bytes.unshift(v % 256);
  return Buffer.from(bytes);
};

/** An EBML element with an 8-byte size field, or unknown size (null body length marker). */
export function el(id: number, parts: Buffer[] = [], { unknownSize = false, shortSize = false } = {}): Buffer {
  const body = Buffer.concat(parts);
  if (unknownSize) return Buffer.concat([ebmlId(id), Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])]);
  if (shortSize && body.length < 127) return Buffer.concat([ebmlId(id), Buffer.from([0x80 | body.length]), body]);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length));
  size[0] = 0x01;
  return Buffer.concat([ebmlId(id), size, body]);
}

const uint = (id: number, n: number) => el(id, [Buffer.from([n])], { shortSize: true });
const str = (id: number, s: string) => el(id, [Buffer.from(s, "utf8")], { shortSize: true });

export const WEBM_ID = {
  ebml: 0x1a45dfa3, docType: 0x4282, segment: 0x18538067, info: 0x1549a966, timestampScale: 0x2ad7b1,
  muxingApp: 0x4d80, writingApp: 0x5741, title: 0x7ba9, dateUtc: 0x4461, tracks: 0x1654ae6b,
  trackEntry: 0xae, trackNumber: 0xd7, codecId: 0x86, cluster: 0x1f43b675, timestamp: 0xe7,
  simpleBlock: 0xa3, tags: 0x1254c367, tag: 0x7373, simpleTag: 0x67c8, tagName: 0x45a3, tagString: 0x4487,
  void: 0xec, cues: 0x1c53bb6b,
} as const;

/** EBML header + Segment{Info{Title, DateUTC, apps}, Tracks, Tags{LOCATION}, Cluster(s)}; `recorder` writes unknown sizes as MediaRecorder does. */
export function webmWithGps({ recorder = false, clusterBytes = 2048 } = {}): Buffer {
  const header = el(WEBM_ID.ebml, [str(WEBM_ID.docType, "webm")]);
  const info = el(WEBM_ID.info, [
    el(WEBM_ID.timestampScale, [Buffer.from([0x0f, 0x42, 0x40])], { shortSize: true }),
    str(WEBM_ID.muxingApp, "NijiMux"),
    str(WEBM_ID.writingApp, DEVICE),
    str(WEBM_ID.title, "At home"),
    el(WEBM_ID.dateUtc, [Buffer.alloc(8, 1)], { shortSize: true }),
  ]);
  const tracks = el(WEBM_ID.tracks, [el(WEBM_ID.trackEntry, [uint(WEBM_ID.trackNumber, 1), str(WEBM_ID.codecId, "V_VP8")])]);
  const tags = el(WEBM_ID.tags, [
    el(WEBM_ID.tag, [el(WEBM_ID.simpleTag, [str(WEBM_ID.tagName, "LOCATION"), str(WEBM_ID.tagString, GPS)])]),
  ]);
  const cluster = (n: number) => {
    const children = [uint(WEBM_ID.timestamp, n), el(WEBM_ID.simpleBlock, [mediaBytes(clusterBytes, n)])];
    return recorder ? Buffer.concat([el(WEBM_ID.cluster, [], { unknownSize: true }), ...children]) : el(WEBM_ID.cluster, children);
  };
  const body = [info, tracks, tags, cluster(1), cluster(2)];
  const segment = recorder ? Buffer.concat([el(WEBM_ID.segment, [], { unknownSize: true }), ...body]) : el(WEBM_ID.segment, body);
  return Buffer.concat([header, segment]);
}

export type WebmElement = { id: number; start: number; size: number | null; dataStart: number; children?: WebmElement[] };
const WEBM_MASTERS = new Set<number>([WEBM_ID.ebml, WEBM_ID.segment, WEBM_ID.info, WEBM_ID.tracks, WEBM_ID.trackEntry, WEBM_ID.cluster, WEBM_ID.tags, WEBM_ID.tag, WEBM_ID.simpleTag]);
const SEGMENT_LEVEL = new Set<number>([WEBM_ID.info, WEBM_ID.tracks, WEBM_ID.cluster, WEBM_ID.tags, WEBM_ID.cues]);

function readVint(b: Buffer, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } {
  const first = b[at]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8) throw new Error(`bad vint at ${at}`);
  let value = keepMarker ? first : first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + b[at + i]!;
    unknown &&= b[at + i] === 0xff;
  }
  return { value, length, unknown: !keepMarker && unknown };
}

/** Walks a whole WebM and throws unless every sized element fits its parent; an unknown-size Cluster ends at the next Segment-level element. */
export function walkWebm(b: Buffer, start = 0, end = b.length): WebmElement[] {
  const open = end === Infinity;
  const limit = Math.min(end, b.length);
  const out: WebmElement[] = [];
  let at = start;
  while (at < limit) {
    const id = readVint(b, at, true);
    if (open && SEGMENT_LEVEL.has(id.value)) break;
    const size = readVint(b, at + id.length, false);
    const dataStart = at + id.length + size.length;
    const node: WebmElement = { id: id.value, start: at, size: size.unknown ? null : size.value, dataStart };
    let stop: number;
    if (size.unknown) {
      if (id.value !== WEBM_ID.segment && id.value !== WEBM_ID.cluster) throw new Error(`unknown size for ${id.value.toString(16)}`);
      node.children = walkWebm(b, dataStart, id.value === WEBM_ID.cluster ? Infinity : limit);
      stop = node.children.length ? lastEnd(node.children.at(-1)!) : dataStart;
    } else {
      stop = dataStart + size.value;
      if (stop > limit) throw new Error(`element ${id.value.toString(16)} overruns at ${at}`);
      if (WEBM_MASTERS.has(id.value)) node.children = walkWebm(b, dataStart, stop);
    }
    out.push(node);
    at = stop;
  }
  if (!open && at !== end) throw new Error("elements overrun their parent");
  return out;
}

function lastEnd(node: WebmElement): number {
  if (node.size !== null) return node.dataStart + node.size;
  return node.children?.length ? lastEnd(node.children.at(-1)!) : node.dataStart;
}
