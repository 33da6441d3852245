// A page kept compressed once, with holes for the per-answer values (the CSP nonce, the forms' seed).
//
// Every answer of the page cache carries its own nonce and seed, so its bytes differ and compressing the whole body
// per answer cost ≈ 1 ms of CPU for a 50 kB page — three times what the rest of a cached answer costs. Instead, the
// text between the holes is deflated once when the page is stored, and an answer is those pieces with its values
// between them as stored (uncompressed) deflate blocks, wrapped in a gzip header and trailer (RFC 1951, 1952).
//
// Each piece is compressed by a fresh compressor whose preset dictionary is the text before it as the browser will
// have it, with the holes filled with NUL bytes: back-references still reach the whole page before the piece, but can
// never point into a hole (a page with a NUL byte in it is not templated), so whatever value fills a hole, every
// reference reads what it was meant to. Each piece but the last ends with a sync flush (byte-aligned, not final),
// which is what lets a stored block follow it.

import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Where a value goes in the body, and which value (an index into the values of an answer). */
export interface Hole {
  at: number;
  length: number;
  slot: number;
}

export interface GzipTemplate {
  /** The uncompressed body (placeholders in the holes): the trailer's CRC is computed over its pieces. */
  body: Buffer;
  holes: readonly Hole[];
  /** Raw deflate data of the text before each hole and after the last (holes.length + 1 pieces). */
  pieces: Buffer[];
  /** Compressed size without the values, header and trailer: the answer's size is this plus ≈ 5 bytes a hole. */
  bytes: number;
}

/** The deflate window: no back-reference reaches further, so no dictionary needs to be longer. */
const WINDOW = 32 * 1024;
/** The largest stored block (its length is 16 bits). */
const MAX_STORED = 0xffff;
/** Magic, deflate, no flags, no time, no extra flags, OS unknown (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * Compresses `body` around its holes. Undefined when it cannot be templated safely: a NUL byte in the body (the holes'
 * filler must never match real text) or overlapping holes.
 */
export function gzipTemplate(body: Buffer, holes: readonly Hole[], level = 9): GzipTemplate | undefined {
  if (body.includes(0)) return undefined;
  const sorted = [...holes].sort((a, b) => a.at - b.at);
  const masked = Buffer.from(body);
  let start = 0;
  for (const hole of sorted) {
    if (hole.at < start || hole.length > MAX_STORED || hole.at + hole.length > body.length) return undefined;
    masked.fill(0, hole.at, hole.at + hole.length);
    start = hole.at + hole.length;
  }
  const pieces: Buffer[] = [];
  start = 0;
  for (let i = 0; i <= sorted.length; i++) {
    const hole = sorted[i];
    const end = hole ? hole.at : body.length;
    const dictionary = masked.subarray(Math.max(0, start - WINDOW), start);
    pieces.push(
      deflateRawSync(body.subarray(start, end), {
        level,
        ...(dictionary.length > 0 ? { dictionary } : {}),
        finishFlush: hole ? constants.Z_SYNC_FLUSH : constants.Z_FINISH,
      }),
    );
    if (hole) start = hole.at + hole.length;
  }
  return { body, holes: sorted, pieces, bytes: pieces.reduce((sum, piece) => sum + piece.length, 0) };
}

/** A stored (uncompressed) deflate block, not final; the stream is byte-aligned before and after it. */
function storedBlock(value: Buffer): Buffer {
  const length = value.length;
  const header = Buffer.from([0, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]);
  return Buffer.concat([header, value]);
}

/**
 * A gzip member of the template's body with `values[hole.slot]` in each hole. Each value must have its hole's length
 * (the placeholders are made that long), so the body's layout — and every back-reference — stays as compressed.
 */
export function gzipWith(template: GzipTemplate, values: readonly Buffer[]): Buffer {
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let start = 0;
  template.holes.forEach((hole, i) => {
    const value = values[hole.slot];
    if (!value || value.length !== hole.length)
      throw new Error(`gzip template: the value for slot ${hole.slot} must be ${hole.length} bytes`);
    crc = crc32(template.body.subarray(start, hole.at), crc);
    crc = crc32(value, crc);
    chunks.push(template.pieces[i]!, storedBlock(value));
    start = hole.at + hole.length;
  });
  crc = crc32(template.body.subarray(start), crc);
  chunks.push(template.pieces[template.holes.length]!);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(template.body.length % 2 ** 32, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}
