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

// --- MP4 recording times, handler names, text/GPS tracks, crafted nesting (issue #28) -------------

/** A recording time as MP4 writes it (seconds since 1904): 2026-06-28 09:41:07 UTC. */
export const RECORDED_AT_1904 = 3_865_657_267;
/** A handler name as cameras write it (it can name the device or its owner). */
export const HANDLER_NAME = "Aiko's NijiPhone Video Handler";
/** A dashcam's location sample (NMEA), stored as a text track's samples in mdat. */
export const NMEA = "$GPRMC,094107.00,A,3541.370,N,13941.502,E,0.0,0.0,280626,,,A*6C";

const u64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return b;
};
const versioned = (type: string, version: 0 | 1, parts: Buffer[]) => box(type, [Buffer.from([version, 0, 0, 0]), ...parts]);
/** creation and modification time in the version's width. */
const times = (version: 0 | 1, created: number, modified: number) =>
  version === 1 ? Buffer.concat([u64(created), u64(modified)]) : Buffer.concat([u32(created), u32(modified)]);
/** hdlr: version/flags, pre_defined (QuickTime: component type), handler type, 12 reserved bytes, name (C string). */
const hdlr = (handler: string, name: string, componentType = "\0\0\0\0") =>
  box("hdlr", [Buffer.alloc(4), text(componentType), text(handler), Buffer.alloc(12), text(name), Buffer.alloc(1)]);

/** The encoder name a camera writes in its video sample entries. */
export const COMPRESSOR_NAME = "NijiPhone AVC encoder";

/** An avc1 VisualSampleEntry: reserved, data reference, sizes and resolutions, then the compressor name (Pascal string, 32 bytes). */
function videoSampleEntry() {
  const name = Buffer.alloc(32);
  name[0] = COMPRESSOR_NAME.length;
  name.write(COMPRESSOR_NAME, 1, "latin1");
  return box("avc1", [Buffer.alloc(42), name, Buffer.from([0, 0x18, 0xff, 0xff])]);
}

type Track = { handler: string; chunkOffsets: number[]; samplesPerChunk: number; sizes: number[] | { fixed: number; count: number } };

function trak(version: 0 | 1, id: number, track: Track) {
  const stsz = Array.isArray(track.sizes)
    ? fullBox("stsz", [u32(0), u32(track.sizes.length), ...track.sizes.map(u32)])
    : fullBox("stsz", [u32(track.sizes.fixed), u32(track.sizes.count)]);
  return box("trak", [
    versioned("tkhd", version, [times(version, RECORDED_AT_1904, RECORDED_AT_1904 + 60), u32(id), Buffer.alloc(4), version === 1 ? u64(2000) : u32(2000), Buffer.alloc(60)]),
    box("mdia", [
      versioned("mdhd", version, [times(version, RECORDED_AT_1904 + 1, RECORDED_AT_1904 + 61), u32(1000), version === 1 ? u64(2000) : u32(2000), Buffer.alloc(4)]),
      hdlr(track.handler, `${HANDLER_NAME} (${track.handler})`, "mhlr"),
      box("minf", [
        hdlr("alis", "Aiko's Alias Data Handler", "dhlr"),
        box("stbl", [
          track.handler === "vide" ? fullBox("stsd", [u32(1), videoSampleEntry()]) : fullBox("stsd", [u32(0)]),
          fullBox("stsc", [u32(1), u32(1), u32(track.samplesPerChunk), u32(1)]),
          stsz,
          fullBox("stco", [u32(track.chunkOffsets.length), ...track.chunkOffsets.map(u32)]),
        ]),
      ]),
    ]),
  ]);
}

export type RecordingTrail = { file: Buffer; videoSamples: [number, number][]; gpsSamples: [number, number][] };

/**
 * ftyp + moov{mvhd, trak(video), trak(text: NMEA locations)} + mdat, moov before or after mdat. Every
 * mvhd/tkhd/mdhd carries RECORDED_AT_1904 in the given version's layout, every hdlr a name. In mdat two
 * video chunks (2 samples of 500 bytes each) alternate with two GPS chunks (one NMEA sample each).
 */
export function mp4WithRecordingTrail({ moovFirst = true, version = 0 as 0 | 1, gpsHandler = "text" } = {}): RecordingTrail {
  const ftyp = box("ftyp", [text("qt  "), u32(0x200), text("qt  isom")]);
  const gpsSample = text(NMEA);
  const video = (n: number) => mediaBytes(1000, n);
  const payload = [video(1), gpsSample, video(2), gpsSample];
  const moovFor = (mdatBody: number) => {
    const at = (i: number) => mdatBody + payload.slice(0, i).reduce((sum, p) => sum + p.length, 0);
    return box("moov", [
      versioned("mvhd", version, [times(version, RECORDED_AT_1904, RECORDED_AT_1904 + 60), u32(1000), version === 1 ? u64(2000) : u32(2000), Buffer.alloc(80)]),
      trak(version, 1, { handler: "vide", chunkOffsets: [at(0), at(2)], samplesPerChunk: 2, sizes: [500, 500, 500, 500] }),
      trak(version, 2, { handler: gpsHandler, chunkOffsets: [at(1), at(3)], samplesPerChunk: 1, sizes: { fixed: gpsSample.length, count: 2 } }),
    ]);
  };
  const mdat = box("mdat", payload);
  const moovLength = moovFor(0).length;
  const mdatBody = ftyp.length + (moovFirst ? moovLength : 0) + 8;
  const file = Buffer.concat(moovFirst ? [ftyp, moovFor(mdatBody), mdat] : [ftyp, mdat, moovFor(mdatBody)]);
  const spans = payload.map((p, i): [number, number] => {
    const start = mdatBody + payload.slice(0, i).reduce((sum, q) => sum + q.length, 0);
    return [start, start + p.length];
  });
  return { file, videoSamples: [spans[0]!, spans[2]!], gpsSamples: [spans[1]!, spans[3]!] };
}

/**
 * A fragmented MP4 (as MediaRecorder writes it, plus a text track 2): ftyp + moov{mvhd, trak(video 1),
 * trak(text 2), mvex} + moof{mfhd, traf{tfhd(track `fragmentTrack`), trun}} + mdat holding the sample.
 */
export function fragmentedWithTextTrack(fragmentTrack: number): Buffer {
  const empty = (handler: string, id: number) => trak(0, id, { handler, chunkOffsets: [], samplesPerChunk: 1, sizes: [] });
  const moov = box("moov", [
    versioned("mvhd", 0, [times(0, RECORDED_AT_1904, RECORDED_AT_1904), u32(1000), u32(0), Buffer.alloc(80)]),
    empty("vide", 1),
    empty("text", 2),
    box("mvex", [fullBox("trex", [u32(1), u32(1), u32(0), u32(0), u32(0)]), fullBox("trex", [u32(2), u32(1), u32(0), u32(0), u32(0)])]),
  ]);
  const sample = text(NMEA);
  const moof = box("moof", [
    fullBox("mfhd", [u32(1)]),
    box("traf", [box("tfhd", [Buffer.from([0, 0x02, 0, 0]), u32(fragmentTrack)]), box("trun", [Buffer.from([0, 0, 0x02, 0x01]), u32(1), u32(0), u32(sample.length)])]),
  ]);
  const ftyp = box("ftyp", [text("iso6"), u32(0x200), text("iso6mp41")]);
  return Buffer.concat([ftyp, moov, moof, box("mdat", [sample])]);
}

/** The creation and modification times of every mvhd/tkhd/mdhd, read back from a walked file. */
export function recordingTimes(b: Buffer, boxes: Mp4Box[]): number[] {
  const out: number[] = [];
  const visit = (list: Mp4Box[]) => {
    for (const x of list) {
      if (x.type === "mvhd" || x.type === "tkhd" || x.type === "mdhd") {
        const body = x.start + x.headerSize;
        if (b[body] === 1) out.push(Number(b.readBigUInt64BE(body + 4)), Number(b.readBigUInt64BE(body + 12)));
        else out.push(b.readUInt32BE(body + 4), b.readUInt32BE(body + 8));
      }
      if (x.children) visit(x.children);
    }
  };
  visit(boxes);
  return out;
}

/** About 64 KB: ftyp + moov holding `depth` traks, each inside the last (the hostile run's crafted file). */
export function nestedTraks(depth = 8_000): Buffer {
  const headers: Buffer[] = [];
  for (let i = 0; i < depth; i++) headers.push(Buffer.concat([u32(8 * (depth - i)), text("trak")]));
  return Buffer.concat([box("ftyp", [text("isom"), u32(0x200), text("isommp42")]), box("moov", headers)]);
}

/** A track name as a camera app could write it. */
export const TRACK_NAME = "Aiko's NijiPhone back camera";

/**
 * EBML header + Segment{Info, Tracks{video track 1 (named), subtitle track 2 "GPS"}, Cluster{video
 * SimpleBlock, GPS SimpleBlock, GPS BlockGroup}, Cluster{video SimpleBlock}}; `recorder` writes unknown
 * sizes as MediaRecorder does. The GPS blocks carry NMEA text.
 */
export function webmWithGpsTrack({ recorder = false } = {}): { file: Buffer; videoBlocks: Buffer[] } {
  const header = el(WEBM_ID.ebml, [str(WEBM_ID.docType, "webm")]);
  const info = el(WEBM_ID.info, [el(WEBM_ID.timestampScale, [Buffer.from([0x0f, 0x42, 0x40])], { shortSize: true })]);
  const track = (number: number, type: number, name: string, codec: string) =>
    el(WEBM_ID.trackEntry, [uint(WEBM_ID.trackNumber, number), uint(0x83, type), str(0x536e, name), str(WEBM_ID.codecId, codec)]);
  const tracks = el(WEBM_ID.tracks, [track(1, 1, TRACK_NAME, "V_VP8"), track(2, 0x11, "GPS", "S_TEXT/UTF8")]);
  const block = (trackNumber: number, payload: Buffer) => Buffer.concat([Buffer.from([0x80 | trackNumber, 0, 0, 0x80]), payload]);
  const videoBlocks = [el(WEBM_ID.simpleBlock, [block(1, mediaBytes(3000, 1))]), el(WEBM_ID.simpleBlock, [block(1, mediaBytes(3000, 2))])];
  const gpsSimple = el(WEBM_ID.simpleBlock, [block(2, text(NMEA))]);
  const gpsGroup = el(0xa0, [el(0xa1, [block(2, text(NMEA))]), uint(0x9b, 1)]);
  const cluster = (n: number, children: Buffer[]) => {
    const all = [uint(WEBM_ID.timestamp, n), ...children];
    return recorder ? Buffer.concat([el(WEBM_ID.cluster, [], { unknownSize: true }), ...all]) : el(WEBM_ID.cluster, all);
  };
  const body = [info, tracks, cluster(1, [videoBlocks[0]!, gpsSimple, gpsGroup]), cluster(2, [videoBlocks[1]!])];
  const segment = recorder ? Buffer.concat([el(WEBM_ID.segment, [], { unknownSize: true }), ...body]) : el(WEBM_ID.segment, body);
  return { file: Buffer.concat([header, segment]), videoBlocks };
}
