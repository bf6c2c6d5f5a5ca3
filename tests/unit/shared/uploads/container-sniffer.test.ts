import { describe, expect, it } from 'vitest';
import { isUtf8, sniffContainer } from '../../../../shared/uploads/container-sniffer';
import { MP4_HEADER } from '../../../support/video-fixture';

const bytes = (...parts: Array<number[] | string | Buffer>): Uint8Array =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const pad = (head: Uint8Array, size = 1024): Uint8Array =>
  Buffer.concat([Buffer.from(head), Buffer.alloc(Math.max(0, size - head.length), 0x11)]);

function ftyp(brand: string): Uint8Array {
  return pad(bytes([0, 0, 0, 0x14], 'ftyp', brand, [0, 0, 0, 0], brand));
}

describe('sniffContainer: videos', () => {
  it('recognises ISO BMFF by its ftyp box and picks the type from the brand', () => {
    expect(sniffContainer(pad(MP4_HEADER))).toMatchObject({ kind: 'video', mimeType: 'video/mp4' });
    expect(sniffContainer(ftyp('mp42'))).toMatchObject({ kind: 'video', mimeType: 'video/mp4' });
    expect(sniffContainer(ftyp('qt  '))).toMatchObject({ kind: 'video', mimeType: 'video/quicktime' });
    expect(sniffContainer(ftyp('M4V '))).toMatchObject({ kind: 'video', mimeType: 'video/x-m4v' });
    expect(sniffContainer(ftyp('3gp5'))).toMatchObject({ kind: 'video', mimeType: 'video/3gpp' });
    expect(sniffContainer(ftyp('3g2a'))).toMatchObject({ kind: 'video', mimeType: 'video/3gpp2' });
  });

  it('tells MPEG-4 audio and HEIF images apart from video', () => {
    expect(sniffContainer(ftyp('M4A '))).toEqual({ kind: 'other', looksLike: 'm4a' });
    expect(sniffContainer(ftyp('heic'))).toEqual({ kind: 'other', looksLike: 'image' });
  });

  it('recognises old QuickTime files that start with moov or mdat', () => {
    expect(sniffContainer(pad(bytes([0, 0, 0, 8], 'mdat')))).toMatchObject({ mimeType: 'video/quicktime' });
  });

  it('tells WebM from Matroska by the EBML DocType', () => {
    const ebml = (docType: string) =>
      pad(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], docType));
    expect(sniffContainer(ebml('webm'))).toMatchObject({ kind: 'video', mimeType: 'video/webm' });
    expect(sniffContainer(ebml('matroska'.slice(0, 4)))).toMatchObject({ kind: 'video', mimeType: 'video/x-matroska' });
  });

  it('recognises AVI, FLV, ASF, MPEG-PS, Ogg Theora and MXF', () => {
    expect(sniffContainer(pad(bytes('RIFF', [0x10, 0, 0, 0], 'AVI LIST')))).toMatchObject({
      mimeType: 'video/x-msvideo',
    });
    expect(sniffContainer(pad(bytes('FLV', [0x01, 0x05, 0, 0, 0, 9])))).toMatchObject({ mimeType: 'video/x-flv' });
    expect(
      sniffContainer(
        pad(bytes([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c])),
      ),
    ).toMatchObject({ mimeType: 'video/x-ms-asf' });
    expect(sniffContainer(pad(bytes([0x00, 0x00, 0x01, 0xba, 0x44])))).toMatchObject({ mimeType: 'video/mpeg' });
    expect(sniffContainer(pad(bytes('OggS', [0, 2], Buffer.alloc(22), [0x80], 'theora')))).toMatchObject({
      mimeType: 'video/ogg',
    });
    expect(sniffContainer(pad(bytes([0x06, 0x0e, 0x2b, 0x34, 0x02, 0x05, 0x01, 0x01, 0x0d])))).toMatchObject({
      kind: 'video',
      mimeType: 'application/octet-stream',
    });
  });

  it('recognises an MPEG transport stream by sync bytes at packet spacing (188, and 192 for M2TS)', () => {
    const ts = Buffer.alloc(188 * 4, 0xff);
    for (let packet = 0; packet < 4; packet += 1) ts[packet * 188] = 0x47;
    expect(sniffContainer(ts)).toMatchObject({ mimeType: 'video/mp2t' });
    const m2ts = Buffer.alloc(192 * 4, 0xff);
    for (let packet = 0; packet < 4; packet += 1) m2ts[packet * 192 + 4] = 0x47;
    expect(sniffContainer(m2ts)).toMatchObject({ mimeType: 'video/mp2t' });
    // One 0x47 at the start is a coincidence, not a stream.
    const lone = Buffer.alloc(1024, 0x20);
    lone[0] = 0x47;
    expect(sniffContainer(lone).kind).toBe('other');
  });
});

describe('sniffContainer: everything else', () => {
  it('says what a non-video looks like', () => {
    expect(sniffContainer(Buffer.from('Meeting notes\nBring the camera.\n'))).toEqual({
      kind: 'other',
      looksLike: 'text',
    });
    expect(sniffContainer(Buffer.from('Café résumé — naïve ✓\n'))).toEqual({ kind: 'other', looksLike: 'text' });
    expect(sniffContainer(pad(bytes('%PDF-1.7\n')))).toEqual({ kind: 'other', looksLike: 'pdf' });
    expect(sniffContainer(pad(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))).toEqual({
      kind: 'other',
      looksLike: 'png',
    });
    expect(sniffContainer(pad(bytes([0xff, 0xd8, 0xff, 0xe0])))).toEqual({ kind: 'other', looksLike: 'jpeg' });
    expect(sniffContainer(pad(bytes('ID3', [4, 0, 0])))).toEqual({ kind: 'other', looksLike: 'mp3' });
    expect(sniffContainer(pad(bytes('RIFF', [0x10, 0, 0, 0], 'WAVEfmt ')))).toEqual({
      kind: 'other',
      looksLike: 'wav',
    });
    expect(sniffContainer(pad(bytes([0x50, 0x4b, 0x03, 0x04])))).toMatchObject({
      looksLike: 'zip',
    });
    expect(sniffContainer(pad(bytes('OggS', [0, 2], Buffer.alloc(22), [0x01], 'vorbis')))).toEqual({
      kind: 'other',
      looksLike: 'ogg',
    });
    expect(sniffContainer(Buffer.from([0x00, 0x01, 0x02, 0x03, 0x00, 0x9f]))).toEqual({
      kind: 'other',
      looksLike: 'unknown',
    });
    expect(sniffContainer(new Uint8Array(0))).toEqual({ kind: 'other', looksLike: 'unknown' });
  });
});

describe('isUtf8', () => {
  const encode = (text: string) => new TextEncoder().encode(text);
  it('agrees with a strict decoder on text, binary, overlongs, surrogates and cut characters', () => {
    const samples: Uint8Array[] = [
      encode('plain ASCII, then ünïcödé, then 漢字 and 🎬'),
      new Uint8Array([0xc0, 0x80]),
      new Uint8Array([0xe0, 0x80, 0x80]),
      new Uint8Array([0xed, 0xa0, 0x80]),
      new Uint8Array([0xf4, 0x90, 0x80, 0x80]),
      new Uint8Array([0xff, 0xfe, 0x00]),
      new Uint8Array([0x80]),
      Uint8Array.from({ length: 256 }, (_, i) => (i * 37) % 256),
    ];
    for (const sample of samples) {
      let strict = true;
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(sample);
      } catch {
        strict = false;
      }
      expect(isUtf8(sample), Array.from(sample.slice(0, 8)).join(',')).toBe(strict);
    }
    // A character cut by the end of the sample is not an error.
    expect(isUtf8(encode('ok 🎬').slice(0, -2))).toBe(true);
  });
});
