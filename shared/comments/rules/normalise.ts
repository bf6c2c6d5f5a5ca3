// The text the rules read: invisible characters gone, compatibility forms folded (NFKC turns 𝐟𝐫𝐞𝐞 and ｆｒｅｅ into
// free), look-alike letters mapped inside words that mix them with Latin ones (ѕсаm written with Cyrillic ѕ, с, а),
// accents and case dropped, spaces collapsed. One pass over the characters; no expression that can backtrack.
//
// The look-alike table is the `confusables` package's. It is hand-curated for English text, not Unicode's TR39
// confusables.txt, and maps whole Cyrillic or Greek words onto Latin letters ("Привет" becomes "NpNBeT"). So it is
// applied only to words that already hold an ASCII letter, where a foreign letter is a disguise, never to a word
// written in another script (TR39's whole-script confusables are out of reach of a per-character table anyway).
import { confusablesMap } from 'confusables';

/**
 * Default-ignorable and format characters used to split words invisibly: soft hyphen, combining grapheme joiner,
 * Arabic letter mark, Hangul fillers, Mongolian selectors, zero-width space/joiners, bidi marks and embeddings,
 * word joiner and invisible operators, variation selectors, BOM, the tag characters.
 */
const INVISIBLE =
  /[\u00AD\u061C\u115F\u1160\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0]|\u17B4|\u17B5|\u034F|[\u180B-\u180F]|[\uFE00-\uFE0F]|\uDB40[\uDC00-\uDDEF]|\uD82F[\uDCA0-\uDCA3]/g;
const MARKS = /\p{M}/gu;
const SPACE = /\s/u;
const ASCII_LETTER = /[a-z]/i;

/** Removes the characters that render as nothing. */
export function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

function unmasked(word: string): string {
  if (!ASCII_LETTER.test(word)) return word;
  let out = '';
  for (const char of word) {
    const base = char.charCodeAt(0) < 0x80 ? undefined : confusablesMap.get(char);
    out += base !== undefined && base.length === 1 ? base : char;
  }
  return out;
}

const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** The normalised text: lower case, single spaces, look-alikes and accents folded. Idempotent. */
export function normalise(text: string): string {
  // Most comments are printable ASCII: nothing to fold but case and spacing.
  if (PLAIN_ASCII.test(text)) return text.toLowerCase().split(' ').filter(Boolean).join(' ');
  const folded = withoutInvisible(text).normalize('NFKC');
  const words: string[] = [];
  let word = '';
  const flush = () => {
    if (word === '') return;
    const plain = unmasked(word.toLowerCase().normalize('NFKD').replace(MARKS, '')).toLowerCase().normalize('NFKC');
    if (plain !== '') words.push(plain);
    word = '';
  };
  for (const char of folded) {
    if (SPACE.test(char)) flush();
    else word += char;
  }
  flush();
  return words.join(' ');
}
