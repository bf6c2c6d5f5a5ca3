// Recognises a video container from the first bytes of a file, so a PDF renamed .mp4 is refused before it costs an
// upload and its quota, and the upload announces a truthful media type. File name extensions are not consulted.
// Shared: the main process decides, and browser mode's page asks the same question before copying a file over.
import type { IntlShape } from 'react-intl';
import { CONTAINER_WORDS } from './container-messages';

/** How many leading bytes the sniffer wants (MPEG-TS needs three 188/192-byte packets). */
export const SNIFF_BYTES = 4096;

/** What a file that is no video looks like: the key of its words in the catalogue (CONTAINER_WORDS.looksLike). */
export type LooksLike =
  | 'pdf'
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'image'
  | 'wav'
  | 'mp3'
  | 'flac'
  | 'ogg'
  | 'm4a'
  | 'zip'
  | 'gzip'
  | 'text'
  | 'unknown';

type SniffResult =
  | { readonly kind: 'video'; readonly container: string; readonly mimeType: string }
  | { readonly kind: 'other'; readonly looksLike: LooksLike };

const ASF_GUID = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];
const MXF_KEY = [0x06, 0x0e, 0x2b, 0x34, 0x02, 0x05, 0x01, 0x01];
/** Top-level atoms that open QuickTime files written before `ftyp` existed. */
const LEGACY_QUICKTIME_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];

/** What the sniffed file looks like, in words ("a PDF document", "a video (WebM)"). */
export function looksLikeWords(sniffed: SniffResult, intl: IntlShape): string {
  return sniffed.kind === 'video'
    ? intl.formatMessage(CONTAINER_WORDS.looksLike, { kind: 'video', container: sniffed.container })
    : intl.formatMessage(CONTAINER_WORDS.looksLike, { kind: sniffed.looksLike, container: '' });
}

/** The refusal of a file that is no video, in the words both processes use. */
export function notAVideo(name: string, looksLike: LooksLike, intl: IntlShape): string {
  return intl.formatMessage(CONTAINER_WORDS.notAVideo, {
    name,
    looksLike: looksLikeWords({ kind: 'other', looksLike }, intl),
  });
}

export function sniffContainer(bytes: Uint8Array): SniffResult {
  return sniffVideo(bytes) ?? { kind: 'other', looksLike: describeNonVideo(bytes) };
}

function sniffVideo(bytes: Uint8Array): SniffResult | undefined {
  if (ascii(bytes, 4, 4) === 'ftyp') return isoBaseMedia(bytes);
  if (LEGACY_QUICKTIME_ATOMS.includes(ascii(bytes, 4, 4)) && bytes.length >= 8) {
    return video('QuickTime', 'video/quicktime');
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    // The EBML header names its DocType within the first few dozen bytes.
    return contains(bytes.subarray(0, 64), 'webm')
      ? video('WebM', 'video/webm')
      : video('Matroska', 'video/x-matroska');
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'AVI ') return video('AVI', 'video/x-msvideo');
  if (isTransportStream(bytes, 0, 188)) return video('MPEG transport stream', 'video/mp2t');
  if (isTransportStream(bytes, 4, 192)) return video('MPEG transport stream (M2TS)', 'video/mp2t');
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0xba])) return video('MPEG program stream', 'video/mpeg');
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0xb3])) return video('MPEG video', 'video/mpeg');
  if (ascii(bytes, 0, 3) === 'FLV' && bytes[3] === 0x01) return video('Flash video', 'video/x-flv');
  if (startsWith(bytes, ASF_GUID)) return video('ASF/WMV', 'video/x-ms-asf');
  if (ascii(bytes, 0, 4) === 'OggS' && contains(bytes.subarray(0, 512), 'theora'))
    return video('Ogg (Theora)', 'video/ogg');
  // Accepted by the platform but without a video/* type of its own: sent as octet-stream.
  if (startsWith(bytes, MXF_KEY)) return video('MXF', 'application/octet-stream');
  if (ascii(bytes, 0, 4) === '.RMF') return video('RealMedia', 'application/octet-stream');
  return undefined;
}

function isoBaseMedia(bytes: Uint8Array): SniffResult {
  const brand = ascii(bytes, 8, 4);
  if (brand === 'qt  ') return video('QuickTime', 'video/quicktime');
  if (brand.startsWith('3g2')) return video('3GPP2', 'video/3gpp2');
  if (brand.startsWith('3gp')) return video('3GPP', 'video/3gpp');
  if (brand.startsWith('M4V')) return video('MPEG-4 (M4V)', 'video/x-m4v');
  if (brand === 'M4A ' || brand === 'M4B ' || brand === 'M4P ') return { kind: 'other', looksLike: 'm4a' };
  if (['heic', 'heix', 'mif1', 'msf1', 'avif', 'avis'].includes(brand)) return { kind: 'other', looksLike: 'image' };
  return video('MPEG-4', 'video/mp4');
}

function isTransportStream(bytes: Uint8Array, start: number, packet: number): boolean {
  // One sync byte is a coincidence one time in 256; three in a row at packet spacing is a transport stream.
  const needed = start + packet * 2 + 1;
  if (bytes.length < needed) return false;
  return bytes[start] === 0x47 && bytes[start + packet] === 0x47 && bytes[start + packet * 2] === 0x47;
}

function describeNonVideo(bytes: Uint8Array): LooksLike {
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return 'wav';
  if (ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  if (ascii(bytes, 0, 4) === 'fLaC') return 'flac';
  if (ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (startsWith(bytes, [0x1f, 0x8b])) return 'gzip';
  if (looksLikeText(bytes)) return 'text';
  return 'unknown';
}

function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  const sample = bytes.subarray(0, 1024);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control += 1;
  }
  if (control > sample.length / 100) return false;
  // Text in any common encoding is valid UTF-8 or plain ASCII; binary data almost never is.
  return isUtf8(sample);
}

/**
 * Whether the bytes are well-formed UTF-8, allowing the sample to end inside a character. Written out because
 * shared/ may use neither the DOM's nor Node's decoders.
 */
export function isUtf8(bytes: Uint8Array): boolean {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] as number;
    const length =
      lead < 0x80
        ? 1
        : lead >= 0xc2 && lead <= 0xdf
          ? 2
          : lead >= 0xe0 && lead <= 0xef
            ? 3
            : lead >= 0xf0 && lead <= 0xf4
              ? 4
              : 0;
    if (length === 0) return false;
    for (let offset = 1; offset < length; offset += 1) {
      if (index + offset >= bytes.length) return true;
      const next = bytes[index + offset] as number;
      // Second bytes that would make an overlong form, a surrogate or a code point past U+10FFFF.
      const low = offset === 1 && lead === 0xe0 ? 0xa0 : offset === 1 && lead === 0xf0 ? 0x90 : 0x80;
      const high = offset === 1 && lead === 0xed ? 0x9f : offset === 1 && lead === 0xf4 ? 0x8f : 0xbf;
      if (next < low || next > high) return false;
    }
    index += length;
  }
  return true;
}

function video(container: string, mimeType: string): SniffResult {
  return { kind: 'video', container, mimeType };
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  if (bytes.length < start + length) return '';
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

function contains(bytes: Uint8Array, text: string): boolean {
  const needle = [...text].map((character) => character.charCodeAt(0));
  outer: for (let index = 0; index + needle.length <= bytes.length; index += 1) {
    for (let offset = 0; offset < needle.length; offset += 1) {
      if (bytes[index + offset] !== needle[offset]) continue outer;
    }
    return true;
  }
  return false;
}
