import "server-only";
import { ByteReader, zeroed } from "./byte-reader";
import { InvalidVideoError } from "./invalid-video";

/**
 * Boxes that carry metadata rather than media: user data (QuickTime ©xyz/©mak/©mod/©day, 3GPP loci),
 * iTunes/Apple `meta` (com.apple.quicktime.location.ISO6709, make, model, software, creationdate), vendor
 * and XMP `uuid` boxes, Adobe `XMP_`, and `prft` (the wall-clock time a fragment was produced). None is
 * needed to decode or play the file.
 */
export const MP4_METADATA_BOXES = new Set(["udta", "meta", "uuid", "XMP_", "prft"]);
/** Containers whose children are walked (udta/meta also sit inside trak; stbl holds the sample tables; traf is in moof). */
const CONTAINERS = new Set(["trak", "mdia", "minf", "stbl", "traf"]);
/** Boxes whose first fields are a creation and a modification time (version 0: 32-bit, version 1: 64-bit). */
const TIMED_BOXES = new Set(["mvhd", "tkhd", "mdhd"]);
/** Tracks a browser plays; every other track (text, subtitles, timed metadata, GPS, timecode, hints) is removed. */
export const KEPT_HANDLERS = new Set(["vide", "soun"]);
/** moov is read whole: it holds only tables (about 12 bytes per frame), never media data. */
export const MAX_MOOV_BYTES = 16 * 1024 * 1024;
/** Real files nest 6 deep (moov/trak/mdia/minf/stbl/stsd); anything deeper than this is refused. */
export const MAX_BOX_DEPTH = 16;
/** Boxes walked inside one moov or one moof (a phone video's moov has about 60, a fragment's moof about 6). */
export const MAX_BOXES = 10_000;
/**
 * Top-level boxes: MAX_BOXES, or one per TOP_LEVEL_BYTES_PER_BOX bytes read when that is more. A file
 * with one fragment (moof + mdat) per frame has two boxes per frame, which at 30 fps passed MAX_BOXES
 * after about 165 s; frames are far larger than 64 bytes, while a crafted run of empty 8-byte boxes is not.
 */
export const TOP_LEVEL_BYTES_PER_BOX = 64;

const FREE = [0x66, 0x72, 0x65, 0x65]; // "free"
const type = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

type BoxHeader = { size: number; headerSize: number; type: string };
/** A box inside moov: [start, end) in the moov buffer, its payload from `body`. */
type Box = { type: string; start: number; body: number; end: number; depth: number; children: Box[] };
/** Absolute file positions [start, end) whose bytes are to be zeroed. */
export type ByteSpan = [start: number, end: number];

/** Size and type of the box at b[at] (within b[at, end)); size 0 means "to the end of the enclosing space". */
function boxHeader(b: Uint8Array, at: number, end = b.byteLength): BoxHeader {
  const view = new DataView(b.buffer, b.byteOffset);
  if (end - at < 8) throw new InvalidVideoError("partial box header");
  let size = view.getUint32(at);
  let headerSize = 8;
  if (size === 1) {
    if (end - at < 16) throw new InvalidVideoError("partial box header");
    const large = view.getBigUint64(at + 8);
    if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw new InvalidVideoError("box too large");
    size = Number(large);
    headerSize = 16;
  }
  if (size !== 0 && size < headerSize) throw new InvalidVideoError("box smaller than its header");
  return { size, headerSize, type: type(b, at + 4) };
}

/** Counts the boxes of one moov or moof against MAX_BOXES, and the chunks of removed tracks in the file against MAX_REMOVED_CHUNKS. */
export class BoxBudget {
  private used = 0;
  private chunks = 0;
  spend(): void {
    if (++this.used > MAX_BOXES) throw new InvalidVideoError("too many boxes");
  }
  spendChunks(count: number): void {
    this.chunks += count;
    if (this.chunks > MAX_REMOVED_CHUNKS) throw new InvalidVideoError("too many chunks in removed tracks");
  }
}

/**
 * The tree of b[start, end), descending only into CONTAINERS. Iterative (an explicit stack, never
 * recursion), at most MAX_BOX_DEPTH deep and within the budget, so a crafted file can't exhaust the stack.
 */
function parseBoxes(b: Uint8Array, start: number, end: number, budget: BoxBudget, depth = 1): Box[] {
  const root: Box[] = [];
  const stack: { at: number; end: number; depth: number; into: Box[] }[] = [{ at: start, end, depth, into: root }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    while (frame.at < frame.end) {
      budget.spend();
      if (frame.depth > MAX_BOX_DEPTH) throw new InvalidVideoError("boxes nested too deep");
      const header = boxHeader(b, frame.at, frame.end);
      const size = header.size === 0 ? frame.end - frame.at : header.size;
      if (frame.at + size > frame.end) throw new InvalidVideoError("box overruns its parent");
      const box: Box = { type: header.type, start: frame.at, body: frame.at + header.headerSize, end: frame.at + size, depth: frame.depth, children: [] };
      frame.into.push(box);
      frame.at = box.end;
      if (CONTAINERS.has(box.type)) {
        stack.push(frame, { at: box.body, end: box.end, depth: frame.depth + 1, into: box.children });
        break;
      }
    }
  }
  return root;
}

function* allBoxes(boxes: Box[]): Generator<Box> {
  const stack = [...boxes].reverse();
  while (stack.length > 0) {
    const box = stack.pop()!;
    yield box;
    for (let i = box.children.length - 1; i >= 0; i--) stack.push(box.children[i]!);
  }
}

const child = (box: Box | undefined, name: string) => box?.children.find((c) => c.type === name);

/** Turns the box into a `free` box of the same size with zeroed contents. */
function free(b: Uint8Array, box: Box): void {
  b.set(FREE, box.start + 4);
  b.fill(0, box.body, box.end);
}

/** Sets the creation and modification times of mvhd/tkhd/mdhd to 0, for both layouts. */
function zeroTimes(b: Uint8Array, box: Box): void {
  const version = b[box.body];
  const width = version === 1 ? 8 : version === 0 ? 4 : 0;
  if (width === 0) throw new InvalidVideoError(`unknown ${box.type} version`);
  if (box.end - box.body < 4 + 2 * width) throw new InvalidVideoError(`${box.type} too short`);
  b.fill(0, box.body + 4, box.body + 4 + 2 * width);
}

/** hdlr: version/flags, pre_defined (QuickTime: component type), handler type, 12 reserved bytes, name. */
const HDLR_NAME_AT = 24;

function handlerType(b: Uint8Array, hdlr: Box | undefined): string | null {
  if (!hdlr || hdlr.end - hdlr.body < 12) return null;
  return type(b, hdlr.body + 8);
}

/** Blanks the handler name (C string or QuickTime Pascal string): zero bytes read as an empty name. */
function blankHandlerName(b: Uint8Array, hdlr: Box): void {
  if (hdlr.end - hdlr.body > HDLR_NAME_AT) b.fill(0, hdlr.body + HDLR_NAME_AT, hdlr.end);
}

/**
 * Blanks the compressor name of each video sample entry in stsd (ISO VisualSampleEntry and QuickTime's
 * image description put it at the same place: 32 bytes, 50 bytes into the entry). Encoders write their
 * device there ("GoPro AVC encoder"); players ignore it.
 */
function blankCompressorNames(b: Uint8Array, stsd: Box | undefined): void {
  if (!stsd) return;
  let at = stsd.body + 8; // version/flags, entry count
  while (at + 8 <= stsd.end) {
    const entry = boxHeader(b, at, stsd.end);
    const size = entry.size === 0 ? stsd.end - at : entry.size;
    if (at + size > stsd.end) throw new InvalidVideoError("sample entry overruns stsd");
    if (entry.headerSize === 8 && size >= COMPRESSOR_NAME_AT + 32) b.fill(0, at + COMPRESSOR_NAME_AT, at + COMPRESSOR_NAME_AT + 32);
    at += size;
  }
}
const COMPRESSOR_NAME_AT = 50;

/** Reads the fixed-size table of a full box: entry count at `countAt`, entries of `entrySize` bytes after it. */
function table(b: Uint8Array, box: Box, countAt: number, entrySize: number): { view: DataView; first: number; count: number } {
  const view = new DataView(b.buffer, b.byteOffset);
  if (box.end - box.body < countAt + 4) throw new InvalidVideoError(`${box.type} too short`);
  const count = view.getUint32(box.body + countAt);
  const first = box.body + countAt + 4;
  if (count * entrySize > box.end - first) throw new InvalidVideoError(`${box.type} overruns its box`);
  return { view, first, count };
}

/**
 * Chunks of removed tracks in one file. A GPS or timed-metadata track has about one chunk per second
 * (a 24-hour recording has 86,400); a crafted 16 MB moov could claim 4 million, one span each.
 */
export const MAX_REMOVED_CHUNKS = 100_000;

/**
 * File spans to zero, kept flat (two numbers each in a Float64Array that doubles as it fills) and
 * merged as they are added when they touch or overlap the last one, as chunks of one track usually do.
 * Holds at most MAX_REMOVED_CHUNKS spans: the chunk count is checked before any span is made.
 */
export class SpanList {
  private data = new Float64Array(64);
  length = 0;

  add(start: number, end: number): void {
    if (end <= start) return;
    const n = this.length;
    if (n > 0 && start >= this.data[2 * n - 2]! && start <= this.data[2 * n - 1]!) {
      this.data[2 * n - 1] = Math.max(this.data[2 * n - 1]!, end);
      return;
    }
    if (2 * n + 2 > this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[2 * n] = start;
    this.data[2 * n + 1] = end;
    this.length = n + 1;
  }

  /** The spans sorted and merged (at most MAX_REMOVED_CHUNKS pairs). */
  toSpans(): ByteSpan[] {
    const spans: ByteSpan[] = [];
    for (let i = 0; i < this.length; i++) spans.push([this.data[2 * i]!, this.data[2 * i + 1]!]);
    return mergeSpans(spans);
  }
}

/**
 * Adds to `out` where a track's samples are in the file: one span per chunk (its offset, and the sizes
 * of the samples stsc puts in it), from stco/co64, stsc and stsz/stz2. A track with chunks but no sizes
 * is refused, and so is a file whose removed tracks have more than MAX_REMOVED_CHUNKS chunks in all
 * (counted from the table header, before a single span is made).
 */
export function sampleSpans(b: Uint8Array, stbl: Box | undefined, budget: BoxBudget, out: SpanList): void {
  const stco = child(stbl, "stco");
  const co64 = child(stbl, "co64");
  const chunks = stco ? table(b, stco, 4, 4) : co64 ? table(b, co64, 4, 8) : null;
  if (!chunks || chunks.count === 0) return;
  budget.spendChunks(chunks.count);
  const offset = (chunk: number): number => {
    if (stco) return chunks.view.getUint32(chunks.first + 4 * (chunk - 1));
    const value = chunks.view.getBigUint64(chunks.first + 8 * (chunk - 1));
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new InvalidVideoError("chunk offset too large");
    return Number(value);
  };

  const stsc = child(stbl, "stsc");
  if (!stsc) throw new InvalidVideoError("chunks without stsc");
  const runs = table(b, stsc, 4, 12);
  const sizes = sampleSizes(b, stbl!);
  let sample = 0;
  for (let run = 0; run < runs.count && sample < sizes.count; run++) {
    const firstChunk = runs.view.getUint32(runs.first + 12 * run);
    const perChunk = runs.view.getUint32(runs.first + 12 * run + 4);
    const nextFirst = run + 1 < runs.count ? runs.view.getUint32(runs.first + 12 * (run + 1)) : chunks.count + 1;
    if (firstChunk < 1 || nextFirst < firstChunk) throw new InvalidVideoError("stsc out of order");
    for (let chunk = firstChunk; chunk < nextFirst && chunk <= chunks.count && sample < sizes.count; chunk++) {
      const count = Math.min(perChunk, sizes.count - sample);
      let length = 0;
      if (sizes.fixed !== null) length = count * sizes.fixed; // no loop: a fixed size may claim 2^32 samples
      else for (let i = 0; i < count; i++) length += sizes.at(sample + i);
      sample += count;
      if (length > 0) {
        const start = offset(chunk);
        out.add(start, start + length);
      }
    }
  }
}

/** Sample sizes: one `fixed` size, or a table (its length is bounded by moov's size). */
function sampleSizes(b: Uint8Array, stbl: Box): { count: number; fixed: number | null; at: (i: number) => number } {
  const stsz = child(stbl, "stsz");
  if (stsz) {
    const view = new DataView(b.buffer, b.byteOffset);
    if (stsz.end - stsz.body < 12) throw new InvalidVideoError("stsz too short");
    const fixed = view.getUint32(stsz.body + 4);
    if (fixed !== 0) return { count: view.getUint32(stsz.body + 8), fixed, at: () => fixed };
    const t = table(b, stsz, 8, 4);
    return { count: t.count, fixed: null, at: (i) => t.view.getUint32(t.first + 4 * i) };
  }
  const stz2 = child(stbl, "stz2");
  if (!stz2) throw new InvalidVideoError("chunks without sample sizes");
  if (stz2.end - stz2.body < 12) throw new InvalidVideoError("stz2 too short");
  const field = b[stz2.body + 7]!;
  if (field !== 4 && field !== 8 && field !== 16) throw new InvalidVideoError("stz2 field size");
  const view = new DataView(b.buffer, b.byteOffset);
  const count = view.getUint32(stz2.body + 8);
  const first = stz2.body + 12;
  if (Math.ceil((count * field) / 8) > stz2.end - first) throw new InvalidVideoError("stz2 overruns its box");
  if (field === 16) return { count, fixed: null, at: (i) => view.getUint16(first + 2 * i) };
  if (field === 8) return { count, fixed: null, at: (i) => b[first + i]! };
  return { count, fixed: null, at: (i) => (i % 2 === 0 ? b[first + (i >> 1)]! >> 4 : b[first + (i >> 1)]! & 0x0f) };
}

/**
 * Cleans moov's payload b[start, end) in place, same size: metadata boxes become `free`; mvhd, tkhd and
 * mdhd times become 0; handler names and video compressor names are blanked; every track but video and
 * audio becomes a `free` box (its samples are no longer described by anything). Returns where those
 * tracks' samples are in the file, for the caller to zero.
 */
export function cleanMoov(b: Uint8Array, start: number, end: number, chunkBudget = new BoxBudget()): { spans: ByteSpan[]; removed: Set<number> } {
  const boxes = parseBoxes(b, start, end, new BoxBudget(), 1);
  const spans = new SpanList();
  const removed = new Set<number>();
  for (const trak of boxes.filter((box) => box.type === "trak")) {
    const mdia = child(trak, "mdia");
    const handler = handlerType(b, child(mdia, "hdlr")) ?? "";
    if (handler === "vide") blankCompressorNames(b, child(child(child(mdia, "minf"), "stbl"), "stsd"));
    if (KEPT_HANDLERS.has(handler)) continue;
    sampleSpans(b, child(child(mdia, "minf"), "stbl"), chunkBudget, spans);
    const id = trackId(b, child(trak, "tkhd"));
    if (id !== null) removed.add(id);
    free(b, trak);
    trak.children = [];
  }
  for (const box of allBoxes(boxes)) {
    if (MP4_METADATA_BOXES.has(box.type)) free(b, box);
    else if (TIMED_BOXES.has(box.type)) zeroTimes(b, box);
    else if (box.type === "hdlr") blankHandlerName(b, box);
  }
  return { spans: spans.toSpans(), removed };
}

/** tkhd's track_ID (after the two times), or null for a tkhd too short to have one. */
function trackId(b: Uint8Array, tkhd: Box | undefined): number | null {
  if (!tkhd) return null;
  const at = tkhd.body + (b[tkhd.body] === 1 ? 20 : 12);
  return at + 4 <= tkhd.end ? new DataView(b.buffer, b.byteOffset).getUint32(at) : null;
}

/**
 * Refuses a movie fragment (moof) that carries samples of a removed track: its trun indexes them from
 * the fragment, which we don't rewrite, so they could not be zeroed. Fragmented files from browsers and
 * phones hold only video and audio, and never reach this.
 */
function checkFragment(b: Uint8Array, headerSize: number, removed: Set<number>): void {
  for (const traf of parseBoxes(b, headerSize, b.byteLength, new BoxBudget(), 1).filter((box) => box.type === "traf")) {
    const tfhd = child(traf, "tfhd");
    if (!tfhd || tfhd.end - tfhd.body < 8) throw new InvalidVideoError("traf without tfhd");
    if (removed.has(new DataView(b.buffer, b.byteOffset).getUint32(tfhd.body + 4))) {
      throw new InvalidVideoError("a fragment of a removed track");
    }
  }
}

/** Sorted, overlapping and touching spans merged. */
export function mergeSpans(spans: ByteSpan[]): ByteSpan[] {
  const sorted = spans.filter(([s, e]) => e > s).sort((x, y) => x[0] - y[0]);
  const out: ByteSpan[] = [];
  for (const [s, e] of sorted) {
    const last = out.at(-1);
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/**
 * Zeroes sorted, merged spans in a stream of file bytes read in order: apply() takes each chunk with its
 * file position and returns it, copied with the covered parts zeroed when anything changes. Spans that
 * have passed are skipped for good, so the cost stays linear however many spans there are.
 */
export class SpanZeroer {
  private next = 0;
  constructor(private spans: ByteSpan[]) {}

  apply(chunk: Uint8Array, position: number): Uint8Array {
    const end = position + chunk.byteLength;
    while (this.next < this.spans.length && this.spans[this.next]![1] <= position) this.next++;
    let out = chunk;
    for (let i = this.next; i < this.spans.length; i++) {
      const [s, e] = this.spans[i]!;
      if (s >= end) break;
      if (out === chunk) out = chunk.slice();
      out.fill(0, Math.max(s, position) - position, Math.min(e, end) - position);
    }
    return out;
  }
}

/** Bytes the walk could not zero in the stream because they had already passed (samples before moov). */
export type Mp4Report = { rewrite: ByteSpan[] };

/**
 * Streams an MP4/MOV (ISO base media) file with every metadata box replaced by a `free` box of the
 * same size, recording times set to 0, handler names blanked and tracks other than video and audio
 * freed. Nothing moves, so chunk offsets (stco/co64) stay valid whether moov comes before or after
 * mdat, and media data passes through untouched. Only moov is held in memory.
 *
 * The freed tracks' samples (GPS, text) are zeroed as they stream by when moov comes first; when it
 * comes after them they have already passed, and their spans are left in `report.rewrite` for a second
 * pass over the stored file (SpanZeroer).
 */
export async function* stripMp4(reader: ByteReader, report: Mp4Report = { rewrite: [] }): AsyncGenerator<Uint8Array> {
  /** Chunks of removed tracks, over every moov in the file. */
  const chunkBudget = new BoxBudget();
  let topLevel = 0;
  /** Spans still ahead in the stream, zeroed as they pass. */
  let pending = new SpanZeroer([]);
  /** Track IDs moov lost: a fragment carrying one is refused. */
  let removed = new Set<number>();
  while (await reader.hasMore()) {
    const at = reader.position;
    if (++topLevel > MAX_BOXES && topLevel > at / TOP_LEVEL_BYTES_PER_BOX) throw new InvalidVideoError("too many boxes");
    const head = await reader.read(8);
    const header = new DataView(head.buffer).getUint32(0) === 1 ? concat(head, await reader.read(8)) : head;
    const box = boxHeader(header, 0);
    const body = box.size === 0 ? Infinity : box.size - box.headerSize;

    if (MP4_METADATA_BOXES.has(box.type)) {
      header.set(FREE, 4);
      yield header;
      yield* zeroed(reader, body);
    } else if (box.type === "moov") {
      if (body > MAX_MOOV_BYTES) throw new InvalidVideoError("moov too large");
      const moov = concat(header, await reader.read(body));
      const cleaned = cleanMoov(moov, box.headerSize, moov.byteLength, chunkBudget);
      const spans = cleaned.spans;
      removed = cleaned.removed;
      const end = at + moov.byteLength;
      // Samples before the end of moov have passed already (or claim to sit inside moov): the caller rewrites them.
      // Both lists are sorted and merged already, and hold at most MAX_REMOVED_CHUNKS spans.
      const passed = spans.filter(([s]) => s < end);
      report.rewrite = report.rewrite.length === 0 ? passed : mergeSpans(report.rewrite.concat(passed));
      pending = new SpanZeroer(spans.filter(([, e]) => e > end).map(([s, e]): ByteSpan => [Math.max(s, end), e]));
      yield moov;
    } else if (box.type === "moof" && removed.size > 0) {
      if (body > MAX_MOOV_BYTES) throw new InvalidVideoError("moof too large");
      const moof = concat(header, await reader.read(body));
      checkFragment(moof, box.headerSize, removed);
      yield pending.apply(moof, at);
    } else {
      yield pending.apply(header, at);
      let position = at + header.byteLength;
      for await (const part of reader.take(body)) {
        yield pending.apply(part, position);
        position += part.byteLength;
      }
    }
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.byteLength + b.byteLength);
  out.set(a, 0);
  out.set(b, a.byteLength);
  return out;
}
