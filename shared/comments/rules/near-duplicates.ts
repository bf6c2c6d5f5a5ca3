// Groups of the same or nearly the same text, in time close to linear in the number of texts: each text's character
// 4-grams are summarised by a MinHash signature, signatures are cut into bands, and texts sharing a band land in one
// bucket (locality-sensitive hashing). A text joins the group of its bucket's first member when their true Jaccard
// similarity reaches the threshold: one comparison per text and band, never every pair, so a wave of 1,000 copies
// costs 1,000 comparisons, not half a million.
const SHINGLE = 4;
const BANDS = 8;
const ROWS = 2;
const HASHES = BANDS * ROWS;
/** Longest stretch of a text that is shingled: spam is short, and a long text costs no more than this. */
const SHINGLED_CHARS = 2000;

const BIN_SHIFT = 32 - Math.log2(HASHES);
const VALUE_MASK = (1 << BIN_SHIFT) - 1;
const EMPTY = 0xffffffff;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The letters and digits of a text (first SHINGLED_CHARS), as code units; one scratch buffer, no substrings. */
const kept = new Uint16Array(SHINGLED_CHARS);

function keptCodes(text: string): number {
  let length = 0;
  for (let n = 0; n < text.length && length < SHINGLED_CHARS; n += 1) {
    const code = text.charCodeAt(n);
    if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) kept[length++] = code;
    else if (code >= 0x80) {
      // Outside ASCII a letter may be a surrogate pair: test the whole code point, keep both halves.
      const point = text.codePointAt(n)!;
      const width = point > 0xffff ? 2 : 1;
      if (LETTER_OR_DIGIT.test(String.fromCodePoint(point))) {
        for (let unit = 0; unit < width && length < SHINGLED_CHARS; unit += 1)
          kept[length++] = text.charCodeAt(n + unit);
      }
      n += width - 1;
    } else if (code >= 0x41 && code <= 0x5a) kept[length++] = code;
  }
  return length;
}

function fnv(from: number, to: number): number {
  let hash = 0x811c9dc5;
  for (let n = from; n < to; n += 1) hash = Math.imul(hash ^ kept[n]!, 0x01000193);
  return hash >>> 0;
}

/**
 * The distinct shingle hashes of a text reduced to letters and digits (spacing and punctuation do not count), sorted,
 * so two sets are compared by one merge. Each 4-gram is hashed from the character codes where they stand.
 */
export function shingles(text: string): Uint32Array {
  const length = keptCodes(text);
  if (length <= SHINGLE) return length > 0 ? Uint32Array.of(fnv(0, length)) : new Uint32Array(0);
  const all = new Uint32Array(length - SHINGLE + 1);
  for (let n = 0; n < all.length; n += 1) {
    all[n] =
      Math.imul(
        Math.imul(
          Math.imul(Math.imul(0x811c9dc5 ^ kept[n]!, 0x01000193) ^ kept[n + 1]!, 0x01000193) ^ kept[n + 2]!,
          0x01000193,
        ) ^ kept[n + 3]!,
        0x01000193,
      ) >>> 0;
  }
  all.sort();
  let distinct = 0;
  for (let n = 0; n < all.length; n += 1) if (n === 0 || all[n] !== all[n - 1]) all[distinct++] = all[n]!;
  return all.subarray(0, distinct);
}

/** Jaccard similarity of two sorted sets of distinct values. */
export function jaccard(a: Uint32Array, b: Uint32Array): number {
  if (a.length === 0 && b.length === 0) return 1;
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      shared += 1;
      i += 1;
      j += 1;
    } else if (a[i]! < b[j]!) i += 1;
    else j += 1;
  }
  return shared / (a.length + b.length - shared);
}

/** Whether two sets of these sizes can be that alike at all (the smaller one inside the larger). */
function sizesAllow(a: number, b: number, similarity: number): boolean {
  return Math.min(a, b) >= similarity * Math.max(a, b);
}

/**
 * One-permutation MinHash: each shingle hash is mixed once and kept as the minimum of one of HASHES bins (its top
 * bits), one operation per shingle instead of one per shingle and hash function; an empty bin borrows from the next
 * filled one, marked by the distance (rotation densification), so short texts still compare fairly.
 */
function signature(set: Uint32Array): Uint32Array {
  const mins = new Uint32Array(HASHES).fill(EMPTY);
  for (let i = 0; i < set.length; i += 1) {
    const mixed = Math.imul(set[i]! ^ (set[i]! >>> 16), 0x7feb352d) >>> 0;
    const bin = mixed >>> BIN_SHIFT;
    const value = mixed & VALUE_MASK;
    if (value < mins[bin]!) mins[bin] = value;
  }
  for (let bin = 0; bin < HASHES; bin += 1) {
    if (mins[bin] !== EMPTY) continue;
    for (let step = 1; step < HASHES; step += 1) {
      const from = mins[(bin + step) % HASHES]!;
      if (from !== EMPTY && from < VALUE_MASK + 1) {
        mins[bin] = (from + step * 0x0f0f0f1) & VALUE_MASK;
        break;
      }
    }
  }
  return mins;
}

/**
 * For each text (already normalised), the index of the first text of its group: equal indexes mean "nearly the
 * same". Texts with fewer than `minChars` letters and digits are left alone ("nice!" from many people is no wave).
 */
export function nearDuplicateGroups(texts: readonly string[], similarity: number, minChars = 8): Int32Array {
  const group = new Int32Array(texts.length).map((_, n) => n);
  const sets = texts.map((text) => shingles(text));
  // One map per band; the key mixes the band's two minimums into 30 bits, small integers that maps hash fast (a rare
  // false meeting is caught by the Jaccard check, like any other).
  const buckets = Array.from({ length: BANDS }, () => new Map<number, number>());
  for (let n = 0; n < texts.length; n += 1) {
    const set = sets[n]!;
    if (set.length + SHINGLE - 1 < minChars) continue;
    const mins = signature(set);
    const refused: number[] = [];
    for (let band = 0; band < BANDS; band += 1) {
      const key = (mins[band * ROWS]! ^ Math.imul(mins[band * ROWS + 1]!, 0x9e3779b1)) & 0x3fffffff;
      const bucket = buckets[band]!;
      const first = bucket.get(key);
      if (first === undefined) {
        bucket.set(key, n);
        continue;
      }
      const root = group[first]!;
      if (root === group[n] || refused.includes(root)) continue;
      const other = sets[root]!;
      if (sizesAllow(set.length, other.length, similarity) && jaccard(set, other) >= similarity) {
        group[n] = root;
        break;
      }
      refused.push(root);
    }
  }
  return group;
}
