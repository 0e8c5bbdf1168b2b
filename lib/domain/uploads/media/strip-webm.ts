import "server-only";
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
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackType: 0x83,
  trackName: 0x536e,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
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
/** Tracks is held to edit it; codec headers make it a few KB at most (Vorbis ~4 KB). */
const MAX_TRACKS_BYTES = 1024 * 1024;
/** TrackType values a browser plays (1 video, 2 audio); subtitle, metadata, control... tracks are removed. */
const KEPT_TRACK_TYPES = new Set([1, 2]);

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

/** Overwrites b[at, at + total) with a Void element of the same size. */
function voidInPlace(b: Uint8Array, at: number, total: number): void {
  b.fill(0, at, at + total);
  b.set(voidHeader(total), at);
}

const readUint = (b: Uint8Array, start: number, end: number) => b.subarray(start, end).reduce((n, byte) => n * 256 + byte, 0);

/**
 * In a Tracks payload, in place: every TrackEntry's Name becomes Void (it can name the device or its
 * owner), and every TrackEntry that is not video or audio (subtitles, metadata, e.g. a GPS track) becomes
 * Void whole. Returns the numbers of the removed tracks, whose blocks the caller voids in the Clusters.
 */
export function scrubTracks(b: Uint8Array, start: number, end: number): Set<number> {
  const removed = new Set<number>();
  let at = start;
  while (at < end) {
    const entry = ebmlHeader(b, at, end);
    if (entry.size === null || at + entry.length + entry.size > end) throw new InvalidVideoError("Tracks child overruns Tracks");
    const total = entry.length + entry.size;
    if (entry.id === EBML_ID.trackEntry) {
      let number: number | null = null;
      let kind: number | null = null;
      let child = at + entry.length;
      while (child < at + total) {
        const el = ebmlHeader(b, child, at + total);
        if (el.size === null || child + el.length + el.size > at + total) throw new InvalidVideoError("TrackEntry child overruns it");
        const data = child + el.length;
        if (el.id === EBML_ID.trackNumber) number = readUint(b, data, data + el.size);
        else if (el.id === EBML_ID.trackType) kind = readUint(b, data, data + el.size);
        else if (el.id === EBML_ID.trackName) voidInPlace(b, child, el.length + el.size);
        child = data + el.size;
      }
      if (!KEPT_TRACK_TYPES.has(kind ?? 0)) {
        if (number !== null) removed.add(number);
        voidInPlace(b, at, total);
      }
    }
    at += total;
  }
  return removed;
}

/** The track number at the start of a (Simple)Block payload, or null if it isn't there. */
function blockTrack(b: Uint8Array, at: number): number | null {
  const len = vintLength(b[at] ?? 0);
  if (len === 0 || at + len > b.byteLength) return null;
  return readUint(b, at, at + len) - (0x80 >> (len - 1)) * 256 ** (len - 1);
}

/** The track a Cluster child (SimpleBlock, or BlockGroup with its Block) belongs to, from its first bytes. */
async function clusterChildTrack(reader: ByteReader, el: Header): Promise<number | null> {
  if (el.id === EBML_ID.simpleBlock) return el.size ? blockTrack(await reader.peek(Math.min(8, el.size)), 0) : null;
  if (el.id !== EBML_ID.blockGroup) return null;
  const head = await reader.peek(Math.min(64, el.size ?? 0));
  let at = 0;
  while (at < head.byteLength) {
    const child = ebmlHeader(head, at, head.byteLength);
    if (child.id === EBML_ID.block) return blockTrack(head, at + child.length);
    if (child.size === null) break;
    at += child.length + child.size;
  }
  throw new InvalidVideoError("BlockGroup without a Block at its start");
}

/** Passes one sized Cluster child through, as a Void of the same size if it belongs to a removed track. */
async function* passClusterChild(reader: ByteReader, el: { header: Uint8Array } & Header, removed: Set<number>): AsyncGenerator<Uint8Array> {
  const size = el.size!;
  const track = removed.size > 0 ? await clusterChildTrack(reader, el) : null;
  if (track !== null && removed.has(track)) {
    yield* voided(reader, el.header.byteLength, size);
  } else {
    yield el.header;
    yield* reader.take(size);
  }
}

/** Replaces an element (header already read) with a Void of the same total size, consuming its payload. */
async function* voided(reader: ByteReader, headerLength: number, size: number): AsyncGenerator<Uint8Array> {
  // The shortest Void header is never longer than the header it replaces; zeros make up the rest.
  const replacement = voidHeader(headerLength + size);
  yield replacement;
  yield new Uint8Array(headerLength - replacement.byteLength);
  yield* zeroed(reader, size);
}

// A sized Cluster whose blocks are checked one by one (only when a track was removed).
async function* passCluster(reader: ByteReader, size: number, removed: Set<number>): AsyncGenerator<Uint8Array> {
  const end = reader.position + size;
  while (reader.position < end) {
    const el = await readHeader(reader);
    if (el.size === null || reader.position + el.size > end) throw new InvalidVideoError("Cluster child overruns its Cluster");
    yield* passClusterChild(reader, el, removed);
  }
}

/**
 * Elements read per file: MAX_WEBM_ELEMENTS, or one per WEBM_BYTES_PER_ELEMENT bytes read when that is
 * more. Each costs a few microseconds, so a file of two-byte elements (25 million in 50 MB) would hold a
 * CPU for minutes; a recorder's file has about 80 per second of video, each block hundreds of bytes or
 * more (a flat 100,000 stopped a MediaRecorder file after about 21 minutes). The scaled bound allows at
 * most 820,000 elements in 50 MB.
 */
export const MAX_WEBM_ELEMENTS = 100_000;
export const WEBM_BYTES_PER_ELEMENT = 64;
const elementsRead = new WeakMap<ByteReader, number>();

/** Reads an element header from the stream (ID up to 4 bytes, size up to 8). */
async function readHeader(reader: ByteReader): Promise<{ header: Uint8Array } & Header> {
  const count = (elementsRead.get(reader) ?? 0) + 1;
  if (count > MAX_WEBM_ELEMENTS && count > reader.position / WEBM_BYTES_PER_ELEMENT) throw new InvalidVideoError("too many elements");
  elementsRead.set(reader, count);
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
async function* passUnknownCluster(reader: ByteReader, removed: Set<number>): AsyncGenerator<Uint8Array> {
  while (await reader.hasMore()) {
    const id = await peekId(reader);
    if (SEGMENT_CHILDREN.has(id) || id === EBML_ID.ebml || id === EBML_ID.segment) return;
    const el = await readHeader(reader);
    if (el.size === null) throw new InvalidVideoError("unknown size inside a Cluster");
    yield* passClusterChild(reader, el, removed);
  }
}

async function* stripSegment(reader: ByteReader, size: number | null): AsyncGenerator<Uint8Array> {
  const end = size === null ? Infinity : reader.position + size;
  /** Numbers of the tracks Tracks lost (not video or audio): their blocks become Void too. */
  let removed = new Set<number>();
  while (reader.position < end && (await reader.hasMore())) {
    if (size === null) {
      const id = await peekId(reader);
      if (id === EBML_ID.ebml || id === EBML_ID.segment) return; // the next segment of a chained file
    }
    const el = await readHeader(reader);
    if (el.size === null) {
      if (el.id !== EBML_ID.cluster) throw new InvalidVideoError("unknown size outside a Cluster");
      yield el.header;
      yield* passUnknownCluster(reader, removed);
    } else if (DROPPED.has(el.id)) {
      yield* voided(reader, el.header.byteLength, el.size);
    } else if (el.id === EBML_ID.tracks) {
      if (el.size > MAX_TRACKS_BYTES) throw new InvalidVideoError("Tracks too large");
      const tracks = await reader.read(el.size);
      removed = scrubTracks(tracks, 0, tracks.byteLength);
      yield el.header;
      yield tracks;
    } else if (el.id === EBML_ID.cluster && removed.size > 0) {
      yield el.header;
      yield* passCluster(reader, el.size, removed);
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
 * size, Info's Title, DateUTC, MuxingApp and WritingApp emptied, track names voided, and tracks other
 * than video and audio (with their blocks) voided. Nothing moves, so SeekHead and Cues positions stay
 * valid; video and audio blocks pass through untouched. Only Info and Tracks are held in memory.
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
