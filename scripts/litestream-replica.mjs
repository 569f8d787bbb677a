// What a Litestream 0.3 file replica holds, read without Litestream: the drill's independent
// account of what had been shipped before the kill, to hold `litestream restore` to.
//
// A file replica of generation G is `generations/G/snapshots/<index>.snapshot.lz4` (the database
// file) and `generations/G/wal/<index>_<offset>.wal.lz4` (consecutive pieces of the shadow WAL
// for that WAL index, each LZ4 frame-compressed). Only whole transactions count: the frames of a
// WAL index after its last commit frame are what SQLite itself would ignore on a restore.
import fs from "node:fs";
import path from "node:path";

const LZ4_MAGIC = 0x184d2204;
const WAL_HEADER_SIZE = 32;
const WAL_FRAME_HEADER_SIZE = 24;

/** Decodes every LZ4 frame in `input` (the frame format, as github.com/pierrec/lz4/v4 writes). */
export function lz4Decode(input) {
  let out = new Uint8Array(Math.max(1024, input.length * 4));
  let length = 0;
  const room = (n) => {
    if (length + n <= out.length) return;
    const bigger = new Uint8Array(Math.max(out.length * 2, length + n));
    bigger.set(out.subarray(0, length));
    out = bigger;
  };
  const u32 = (at) => {
    if (at + 4 > input.length) throw new Error("lz4: truncated");
    return input[at] | (input[at + 1] << 8) | (input[at + 2] << 16) | ((input[at + 3] << 24) >>> 0);
  };
  let p = 0;
  while (p < input.length) {
    const magic = u32(p) >>> 0;
    if ((magic & 0xfffffff0) === 0x184d2a50) {
      p += 8 + u32(p + 4); // a skippable frame
      continue;
    }
    if (magic !== LZ4_MAGIC) throw new Error(`lz4: bad magic ${magic.toString(16)} at ${p}`);
    const flags = input[p + 4];
    if (flags >> 6 !== 1) throw new Error("lz4: unknown frame version");
    p += 6 + (flags & 0x08 ? 8 : 0) + (flags & 0x01 ? 4 : 0) + 1; // FLG BD [size] [dict] HC
    const blockChecksum = (flags & 0x10) !== 0;
    for (;;) {
      const word = u32(p) >>> 0;
      p += 4;
      if (word === 0) break;
      const size = word & 0x7fffffff;
      const end = p + size;
      if (end > input.length) throw new Error("lz4: truncated block");
      if (word & 0x80000000) {
        room(size);
        out.set(input.subarray(p, end), length);
        length += size;
      } else {
        // Sequences: a token (literal length, match length), literals, a 2-byte offset back
        // into what is decoded (earlier blocks included), the match; the last has literals only.
        while (p < end) {
          const token = input[p++];
          let literals = token >> 4;
          if (literals === 15) {
            let byte;
            do literals += byte = input[p++];
            while (byte === 255);
          }
          room(literals);
          out.set(input.subarray(p, p + literals), length);
          length += literals;
          p += literals;
          if (p >= end) break;
          const offset = input[p] | (input[p + 1] << 8);
          p += 2;
          let match = token & 15;
          if (match === 15) {
            let byte;
            do match += byte = input[p++];
            while (byte === 255);
          }
          match += 4;
          if (offset === 0 || offset > length) throw new Error("lz4: bad match offset");
          room(match);
          let from = length - offset;
          if (offset >= match) {
            out.copyWithin(length, from, from + match);
            length += match;
          } else {
            for (let i = 0; i < match; i++) out[length++] = out[from++];
          }
        }
        if (p !== end) throw new Error("lz4: block overrun");
      }
      if (blockChecksum) p += 4;
    }
    if (flags & 0x04) p += 4; // content checksum
  }
  return out.subarray(0, length);
}

/**
 * The committed pages of one WAL index, from its segments laid end to end: the frames up to the
 * last commit frame whose salts match the header (what SQLite would apply).
 */
function committedPages(wal) {
  if (wal.length < WAL_HEADER_SIZE) return [];
  const view = new DataView(wal.buffer, wal.byteOffset, wal.byteLength);
  const pageSize = view.getUint32(8);
  const salt1 = view.getUint32(16);
  const salt2 = view.getUint32(20);
  const frameSize = WAL_FRAME_HEADER_SIZE + pageSize;
  const pages = [];
  let pending = [];
  for (let at = WAL_HEADER_SIZE; at + frameSize <= wal.length; at += frameSize) {
    if (view.getUint32(at + 8) !== salt1 || view.getUint32(at + 12) !== salt2) break;
    pending.push(wal.subarray(at + WAL_FRAME_HEADER_SIZE, at + frameSize));
    if (view.getUint32(at + 4) !== 0) {
      pages.push(...pending);
      pending = [];
    }
  }
  return pages;
}

/**
 * What generation `generation` of the file replica at `replicaDir` holds, read directly: every
 * match of `pattern` (a global RegExp over the bytes read as latin1) in its latest snapshot and in
 * the committed frames of the WAL segments from that snapshot's index on. Fails on a gap between
 * the segments of an index (restore could not go past it either).
 * @returns {{
 *   found: Set<string>; snapshotIndex: number; indexes: number; segments: number; bytes: number;
 * }}
 */
export function readReplica(replicaDir, generation, pattern) {
  const root = path.join(replicaDir, "generations", generation);
  const snapshots = fs
    .readdirSync(path.join(root, "snapshots"))
    .map((name) => /^([0-9a-f]{8})\.snapshot\.lz4$/.exec(name))
    .filter(Boolean)
    .map((match) => ({ index: parseInt(match[1], 16), name: match[0] }))
    .sort((a, b) => a.index - b.index);
  const snapshot = snapshots.at(-1);
  if (!snapshot) throw new Error(`no snapshot in generation ${generation}`);
  const found = new Set();
  const scan = (bytes) => {
    for (const match of Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      .toString("latin1")
      .matchAll(pattern))
      found.add(match[0]);
  };
  const database = lz4Decode(fs.readFileSync(path.join(root, "snapshots", snapshot.name)));
  scan(database);
  let bytes = database.length;

  const walDir = path.join(root, "wal");
  const byIndex = new Map();
  for (const name of fs.existsSync(walDir) ? fs.readdirSync(walDir) : []) {
    const match = /^([0-9a-f]{8})_([0-9a-f]{8})\.wal\.lz4$/.exec(name);
    if (!match) continue; // a .tmp left by the kill was never shipped
    const index = parseInt(match[1], 16);
    if (index < snapshot.index) continue;
    if (!byIndex.has(index)) byIndex.set(index, []);
    byIndex.get(index).push({ offset: parseInt(match[2], 16), name });
  }
  let segments = 0;
  const indexes = [...byIndex.keys()].sort((a, b) => a - b);
  indexes.forEach((index, i) => {
    if (index !== snapshot.index + i) throw new Error(`WAL index ${snapshot.index + i} missing`);
  });
  for (const index of indexes) {
    const pieces = byIndex.get(index).sort((a, b) => a.offset - b.offset);
    const chunks = [];
    let expected = 0;
    for (const piece of pieces) {
      if (piece.offset !== expected) {
        throw new Error(`WAL index ${index}: a segment at ${piece.offset}, expected ${expected}`);
      }
      const chunk = lz4Decode(fs.readFileSync(path.join(walDir, piece.name)));
      chunks.push(chunk);
      expected += chunk.length;
      segments += 1;
    }
    const wal = Buffer.concat(chunks);
    bytes += wal.length;
    for (const page of committedPages(wal)) scan(page);
  }
  return { found, snapshotIndex: snapshot.index, indexes: indexes.length, segments, bytes };
}
