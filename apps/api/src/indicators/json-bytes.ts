/**
 * JSON written as bytes into one buffer (statistics-json.ts): pieces made once as bytes, numbers
 * written as digits. Joining text pieces instead, then copying the text into the answer, was
 * slower: the text had to be flattened and copied again.
 * One buffer for the process, grown when an answer needs it and reused by the next (writing is
 * synchronous, from `start` to `take`): each answer is copied out of it at its exact size. It
 * starts smaller than a territory with all its indicators (some 20 KB), so that the real data's
 * tests grow it.
 */

let out = Buffer.allocUnsafe(8 * 1024);
let pos = 0;
/** From this length a piece is copied with `set` (a call), below it byte by byte (faster). */
const SET_FROM = 16;
const ZERO = 0x30;

/** A JSON text made once, as the bytes `put` copies (it must be ASCII: checked here). */
export function asciiBytes(text: string): Uint8Array {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the range of ASCII
  if (!/^[\x00-\x7f]*$/.test(text)) throw new Error(`json-bytes: not ASCII: ${text}`);
  return Buffer.from(text, 'latin1');
}

/** The rest of an answer around JSON bytes: its text before them, its bytes after them. */
export interface Around {
  before: string;
  after: Uint8Array;
}

/**
 * Starts an answer, with room for a few bytes (what an earlier one left, even one stopped by an
 * error, is dropped), and `around`'s text first.
 */
export function start(around?: Around): void {
  pos = 0;
  if (around) putText(around.before);
  room(16);
}

/** The answer's bytes, with `around`'s after them, copied out (the one copy of the answer). */
export function take(around?: Around): Buffer {
  if (around) {
    room(around.after.length);
    put(around.after);
  }
  const written = Buffer.allocUnsafe(pos);
  out.copy(written, 0, 0, pos);
  return written;
}

/** Makes room for `n` more bytes: `put` and the others below do not check. */
export function room(n: number): void {
  if (pos + n <= out.length) return;
  const bigger = Buffer.allocUnsafe(Math.max(out.length * 2, pos + n));
  out.copy(bigger, 0, 0, pos);
  out = bigger;
}

/** Copies a piece. */
export function put(piece: Uint8Array): void {
  // The module's variables read once into locals: the loops then keep them in registers.
  const n = piece.length;
  const o = out;
  const p = pos;
  if (n > SET_FROM) o.set(piece, p);
  else for (let k = 0; k < n; k++) o[p + k] = piece[k] as number;
  pos = p + n;
}

/** Text of any characters, as UTF-8 (makes its own room). */
export function putText(text: string): void {
  room(text.length * 3);
  pos += out.write(text, pos, 'utf8');
}

/** One byte (an ASCII character's code). */
export function putByte(code: number): void {
  out[pos++] = code;
}

/** A non-negative integer below 2^53 (a count or rank, or a whole value), as `JSON.stringify`. */
export function putInteger(n: number): void {
  // Within 31 bits (ranks and counts all are), integer division (`| 0`) instead of Math.floor.
  const small = n < 0x7fffffff;
  let digits = 1;
  for (let m = n; m >= 10; m = small ? (m / 10) | 0 : Math.floor(m / 10)) digits++;
  const o = out;
  let k = pos + digits - 1;
  pos += digits;
  let m = n;
  do {
    o[k--] = ZERO + (m % 10);
    m = small ? (m / 10) | 0 : Math.floor(m / 10);
  } while (m > 0);
}

/** A finite number as `JSON.stringify` writes it. */
export function putNumber(value: number): void {
  // Whole values written as digits (-0 too, which JSON writes as 0); the rest as V8 writes them.
  if (value >= 0 && value < 1e15 && Number.isInteger(value)) {
    putInteger(value);
    return;
  }
  const text = String(value);
  const o = out;
  const p = pos;
  const n = text.length;
  for (let k = 0; k < n; k++) o[p + k] = text.charCodeAt(k);
  pos = p + n;
}
