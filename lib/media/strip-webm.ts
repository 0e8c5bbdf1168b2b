import { ByteReader, zeroed } from "./byte-reader";
import { InvalidVideoError } from "./invalid-video";

// Matroska/WebM element IDs (with their length marker bits, as written in the file).
export const EBML_ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  info: 0x1549a966,
  tracks: 0x1654ae6b,
  cluster: 0x1f43b675,
  cues: 0x1c53bb6b,
  chapters: 0x1043a770,
  tags: 0x1254c367,
  attachments: 0x1941a469,
  void: 0xec,
  crc32: 0xbf,
  title: 0x7ba9,
  dateUtc: 0x4461,
  muxingApp: 0x4d80,
  writingApp: 0x5741,
} as const;

/** Segment children dropped whole: Tags (free-form key/values, e.g. LOCATION, DATE_RECORDED) and Attachments (cover images). */
const DROPPED = new Set<number>([EBML_ID.tags, EBML_ID.attachments]);
/** Info children dropped (Title, recording date) or blanked (the writing/muxing software, which can name the device). */
const INFO_DROPPED = new Set<number>([EBML_ID.title, EBML_ID.dateUtc]);
const INFO_BLANKED = new Set<number>([EBML_ID.muxingApp, EBML_ID.writingApp]);
const SEGMENT_CHILDREN = new Set<number>([
  EBML_ID.seekHead, EBML_ID.info, EBML_ID.tracks, EBML_ID.cluster, EBML_ID.cues, EBML_ID.chapters, EBML_ID.tags, EBML_ID.attachments,
]);
const MAX_INFO_BYTES = 64 * 1024;

type Header = { id: number; size: number | null; length: number };

/** Length of the variable-size integer starting with `first` (1-8 bytes), or 0 if invalid. */
function vintLength(first: number): number {
  for (let len = 1; len <= 8; len++) if (first & (0x80 >> (len - 1))) return len;
  return 0;
}

/** Reads the element header at b[at]; size null means "unknown" (allowed for Segment and Cluster only). */
export function ebmlHeader(b: Uint8Array, at: number, end = b.byteLength): Header {
  const idLength = vintLength(b[at] ?? 0);
  if (idLength === 0 || idLength > 4 || at + idLength >= end) throw new InvalidVideoError("bad element id");
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + b[at + i]!;
  const sizeAt = at + idLength;
  const sizeLength = vintLength(b[sizeAt]!);
  if (sizeLength === 0 || sizeAt + sizeLength > end) throw new InvalidVideoError("bad element size");
  let size = b[sizeAt]! & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    size = size * 256 + b[sizeAt + i]!;
    allOnes &&= b[sizeAt + i] === 0xff;
  }
  if (!allOnes && size > Number.MAX_SAFE_INTEGER) throw new InvalidVideoError("element too large");
  return { id, size: allOnes ? null : size, length: idLength + sizeLength };
}

/** The header of an EBML Void element whose header plus zero payload fill exactly `total` bytes (total >= 2). */
export function voidHeader(total: number): Uint8Array {
  for (let len = 1; len <= 8; len++) {
    const payload = total - 1 - len;
    if (payload < 0 || payload >= 2 ** (7 * len) - 1) continue;
    const out = new Uint8Array(1 + len);
    out[0] = EBML_ID.void;
    let value = payload;
    for (let i = len; i >= 1; i--) {
      out[i] = value % 256;
      value = Math.floor(value / 256);
    }
    out[1]! |= 0x80 >> (len - 1);
    return out;
  }
  throw new InvalidVideoError("no room for a Void element");
}

/** Voids Title and DateUTC and blanks MuxingApp/WritingApp (zero-padded strings read as empty) in an Info payload, in place. */
export function scrubInfo(b: Uint8Array, start: number, end: number): void {
  let at = start;
  while (at < end) {
    const el = ebmlHeader(b, at, end);
    if (el.size === null || at + el.length + el.size > end) throw new InvalidVideoError("Info child overruns Info");
    const total = el.length + el.size;
    if (INFO_DROPPED.has(el.id)) {
      b.fill(0, at, at + total);
      b.set(voidHeader(total), at);
    } else if (INFO_BLANKED.has(el.id)) {
      b.fill(0, at + el.length, at + total);
    }
    at += total;
  }
}

/** Reads an element header from the stream (ID up to 4 bytes, size up to 8). */
async function readHeader(reader: ByteReader): Promise<{ header: Uint8Array } & Header> {
  const head = await reader.peek(12);
  const el = ebmlHeader(head, 0, head.byteLength);
  return { ...el, header: await reader.read(el.length) };
}

async function peekId(reader: ByteReader): Promise<number> {
  const head = await reader.peek(4);
  const len = vintLength(head[0] ?? 0);
  if (len === 0 || len > 4 || len > head.byteLength) throw new InvalidVideoError("bad element id");
  return head.subarray(0, len).reduce((id, byte) => id * 256 + byte, 0);
}

// A Cluster of unknown size (what MediaRecorder writes) ends where the next Segment-level element starts.
async function* passUnknownCluster(reader: ByteReader): AsyncGenerator<Uint8Array> {
  while (await reader.hasMore()) {
    const id = await peekId(reader);
    if (SEGMENT_CHILDREN.has(id) || id === EBML_ID.ebml || id === EBML_ID.segment) return;
    const el = await readHeader(reader);
    if (el.size === null) throw new InvalidVideoError("unknown size inside a Cluster");
    yield el.header;
    yield* reader.take(el.size);
  }
}

async function* stripSegment(reader: ByteReader, size: number | null): AsyncGenerator<Uint8Array> {
  const end = size === null ? Infinity : reader.position + size;
  while (reader.position < end && (await reader.hasMore())) {
    if (size === null) {
      const id = await peekId(reader);
      if (id === EBML_ID.ebml || id === EBML_ID.segment) return; // the next segment of a chained file
    }
    const el = await readHeader(reader);
    if (el.size === null) {
      if (el.id !== EBML_ID.cluster) throw new InvalidVideoError("unknown size outside a Cluster");
      yield el.header;
      yield* passUnknownCluster(reader);
    } else if (DROPPED.has(el.id)) {
      // The shortest Void header is never longer than the header it replaces; zeros make up the rest.
      const replacement = voidHeader(el.header.byteLength + el.size);
      yield replacement;
      yield new Uint8Array(el.header.byteLength - replacement.byteLength);
      yield* zeroed(reader, el.size);
    } else if (el.id === EBML_ID.info) {
      if (el.size > MAX_INFO_BYTES) throw new InvalidVideoError("Info too large");
      const info = await reader.read(el.size);
      scrubInfo(info, 0, info.byteLength);
      yield el.header;
      yield info;
    } else {
      yield el.header;
      yield* reader.take(el.size);
    }
  }
  if (reader.position > end) throw new InvalidVideoError("element overruns its Segment");
  if (Number.isFinite(end) && reader.position < end) throw new InvalidVideoError("Segment ends early");
}

/**
 * Streams a WebM/Matroska file with its Tags and Attachments replaced by Void elements of the same
 * size and Info's Title, DateUTC, MuxingApp and WritingApp emptied. Nothing moves, so SeekHead and
 * Cues positions stay valid; clusters (the media) pass through untouched. Only Info is held in memory.
 */
export async function* stripWebm(reader: ByteReader): AsyncGenerator<Uint8Array> {
  while (await reader.hasMore()) {
    const el = await readHeader(reader);
    if (el.id === EBML_ID.segment) {
      yield el.header;
      yield* stripSegment(reader, el.size);
    } else if ((el.id === EBML_ID.ebml || el.id === EBML_ID.void) && el.size !== null) {
      yield el.header;
      yield* reader.take(el.size);
    } else {
      throw new InvalidVideoError("unexpected top-level element");
    }
  }
}
