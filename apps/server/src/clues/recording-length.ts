/**
 * How long a recording lasts, read from its container: Opus in WebM (Chrome, Firefox) or AAC in
 * MP4 (Safari). A browser's MediaRecorder writes WebM as it records, so its header has no
 * duration and its segment and clusters have unknown sizes: the length is the last block's time
 * (cluster timecode + the block's offset). MP4 says it in its movie header. Null when the bytes
 * are not a container this reads, or have no audio blocks.
 */
export function recordingLengthMs(bytes: Uint8Array, container: 'webm' | 'mp4'): number | null {
  try {
    return container === 'webm' ? webmLength(bytes) : mp4Length(bytes);
  } catch {
    return null;
  }
}

const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
/** Masters whose children are read (the rest are skipped whole). */
const descend = new Set([SEGMENT, CLUSTER, INFO, BLOCK_GROUP]);

/** An EBML variable-length integer at `at`: its value (marker kept for ids) and its length. */
function vint(
  bytes: Uint8Array,
  at: number,
  keepMarker: boolean,
): { value: number; length: number; unknown: boolean } {
  const first = bytes[at];
  if (first === undefined || first === 0) throw new Error('bad vint');
  let length = 1;
  while (length <= 8 && (first & (0x80 >> (length - 1))) === 0) length++;
  if (length > 8 || at + length > bytes.length) throw new Error('bad vint');
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const b = bytes[at + i] ?? 0;
    if (b !== 0xff) allOnes = false;
    value = value * 256 + b;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function uint(bytes: Uint8Array, at: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + (bytes[at + i] ?? 0);
  return value;
}

function webmLength(bytes: Uint8Array): number | null {
  if (uint(bytes, 0, 4) !== 0x1a45dfa3) return null;
  let scaleNs = 1_000_000;
  let cluster = 0;
  let last = -1;
  let at = 0;
  while (at < bytes.length) {
    const id = vint(bytes, at, true);
    const size = vint(bytes, at + id.length, false);
    const body = at + id.length + size.length;
    if (descend.has(id.value)) {
      // A master: read its children in place (an unknown size runs on to what follows).
      at = body;
      continue;
    }
    if (size.unknown) return null;
    if (id.value === TIMECODE_SCALE) scaleNs = uint(bytes, body, size.value);
    else if (id.value === CLUSTER_TIMECODE) cluster = uint(bytes, body, size.value);
    else if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      const track = vint(bytes, body, false);
      const raw = uint(bytes, body + track.length, 2);
      const offset = raw >= 0x8000 ? raw - 0x10000 : raw;
      last = Math.max(last, cluster + offset);
    }
    at = body + size.value;
  }
  return last < 0 ? null : Math.round((last * scaleNs) / 1_000_000);
}

/** The movie header's duration: `moov` → `mvhd` (version 0 or 1). */
function mp4Length(bytes: Uint8Array): number | null {
  const find = (from: number, to: number, type: string): { at: number; end: number } | null => {
    let at = from;
    while (at + 8 <= to) {
      let size = uint(bytes, at, 4);
      const name = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
      let header = 8;
      if (size === 1) {
        size = uint(bytes, at + 8, 8);
        header = 16;
      } else if (size === 0) size = to - at;
      if (size < header) return null;
      if (name === type) return { at: at + header, end: Math.min(to, at + size) };
      at += size;
    }
    return null;
  };
  const moov = find(0, bytes.length, 'moov');
  const mvhd = moov && find(moov.at, moov.end, 'mvhd');
  if (!mvhd) return null;
  const version = bytes[mvhd.at] ?? 0;
  const timescale = uint(bytes, mvhd.at + (version === 1 ? 20 : 12), 4);
  const duration = version === 1 ? uint(bytes, mvhd.at + 24, 8) : uint(bytes, mvhd.at + 16, 4);
  return timescale > 0 ? Math.round((duration * 1000) / timescale) : null;
}
