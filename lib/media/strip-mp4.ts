import { ByteReader, zeroed } from "./byte-reader";
import { InvalidVideoError } from "./invalid-video";

/**
 * Boxes that carry metadata rather than media: user data (QuickTime ©xyz/©mak/©mod, 3GPP loci),
 * iTunes/Apple `meta` (com.apple.quicktime.location.ISO6709, make, model, software), vendor and
 * XMP `uuid` boxes, Adobe `XMP_`. None is needed to decode or play the file.
 */
export const MP4_METADATA_BOXES = new Set(["udta", "meta", "uuid", "XMP_"]);
/** Containers under moov whose children are searched too (udta/meta also sit inside trak). */
const CONTAINERS = new Set(["trak", "mdia", "minf"]);
/** moov is read whole: it holds only tables (about 12 bytes per frame), never media data. */
export const MAX_MOOV_BYTES = 16 * 1024 * 1024;

const FREE = [0x66, 0x72, 0x65, 0x65]; // "free"
const type = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

type BoxHeader = { size: number; headerSize: number; type: string };

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

/** Turns the metadata boxes among the children of b[start, end) into `free` boxes of the same size, in place. */
export function freeMetadataBoxes(b: Uint8Array, start: number, end: number): void {
  let at = start;
  while (at < end) {
    const box = boxHeader(b, at, end);
    const size = box.size === 0 ? end - at : box.size;
    if (at + size > end) throw new InvalidVideoError("box overruns its parent");
    if (MP4_METADATA_BOXES.has(box.type)) {
      b.set(FREE, at + 4);
      b.fill(0, at + box.headerSize, at + size);
    } else if (CONTAINERS.has(box.type)) {
      freeMetadataBoxes(b, at + box.headerSize, at + size);
    }
    at += size;
  }
}

/**
 * Streams an MP4/MOV (ISO base media) file with every metadata box replaced by a `free` box of the
 * same size. Nothing moves, so chunk offsets (stco/co64) stay valid whether moov comes before or
 * after mdat, and media data passes through untouched. Only moov is held in memory.
 */
export async function* stripMp4(reader: ByteReader): AsyncGenerator<Uint8Array> {
  while (await reader.hasMore()) {
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
      freeMetadataBoxes(moov, box.headerSize, moov.byteLength);
      yield moov;
    } else {
      yield header;
      yield* reader.take(body);
    }
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.byteLength + b.byteLength);
  out.set(a, 0);
  out.set(b, a.byteLength);
  return out;
}
