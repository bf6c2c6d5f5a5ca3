// Attachment test doubles: real PNG files of any size (a thumbnail must really be one), and a platform whose
// thumbnail, playlist and caption calls can be held (before or after the platform applied them), failed, and counted.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { DeskError } from '../../electron/ipc/desk-error';
import type {
  AttachmentPlatform,
  CaptionTrackToAdd,
  ThumbnailImage,
} from '../../electron/uploads/attachments/attachment-runner';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of `width`×`height` (one colour: it compresses to a few KiB). */
export function pngBytes(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3, 0x40);
  row[0] = 0;
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function writePng(dir: string, name: string, width = 1280, height = 720): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, pngBytes(width, height));
  return path;
}

type Mode = 'hold-before' | 'hold-after' | DeskError;

/** The platform as the runner sees it: what it holds, and every call made, in order. */
export class FakeAttachmentPlatform implements AttachmentPlatform {
  readonly calls: string[] = [];
  readonly thumbnails = new Map<string, string[]>();
  readonly playlists = new Map<string, string[]>();
  /** The tracks added per video: `<language>/<name>` with the file's text. */
  readonly captions = new Map<string, Array<{ key: string; track: CaptionTrackToAdd }>>();
  private readonly modes = new Map<string, Mode>();
  private readonly held = new Map<string, () => void>();

  /**
   * The next call on `key` (`thumbnail`, `insert:<playlist>`, `check:<playlist>`, `caption:<language>`,
   * `has-caption:<language>`) behaves as `mode`, once.
   */
  next(key: string, mode: Mode): void {
    this.modes.set(key, mode);
  }

  /** Resolves once a call on `key` is being held. */
  async whenHeld(key: string): Promise<void> {
    while (!this.held.has(key)) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  insertsOf(playlistId: string, videoId: string): number {
    return this.calls.filter((call) => call === `insert ${playlistId} ${videoId}`).length;
  }

  async setThumbnail(videoId: string, image: ThumbnailImage, signal: AbortSignal): Promise<void> {
    this.calls.push(`thumbnail ${videoId}`);
    await this.gate('thumbnail', signal, () =>
      this.thumbnails.set(videoId, [...(this.thumbnails.get(videoId) ?? []), image.path]),
    );
  }

  async addToPlaylist(videoId: string, playlistId: string, signal: AbortSignal): Promise<void> {
    this.calls.push(`insert ${playlistId} ${videoId}`);
    await this.gate(`insert:${playlistId}`, signal, () =>
      this.playlists.set(playlistId, [...(this.playlists.get(playlistId) ?? []), videoId]),
    );
  }

  async isInPlaylist(videoId: string, playlistId: string, signal: AbortSignal): Promise<boolean> {
    this.calls.push(`check ${playlistId} ${videoId}`);
    await this.gate(`check:${playlistId}`, signal, () => undefined);
    return (this.playlists.get(playlistId) ?? []).includes(videoId);
  }

  async addCaption(videoId: string, track: CaptionTrackToAdd, signal: AbortSignal): Promise<void> {
    this.calls.push(`caption ${track.language} ${videoId}`);
    await this.gate(`caption:${track.language}`, signal, () =>
      this.captions.set(videoId, [
        ...(this.captions.get(videoId) ?? []),
        { key: `${track.language}/${track.name}`, track },
      ]),
    );
  }

  async hasCaption(videoId: string, language: string, name: string, signal: AbortSignal): Promise<boolean> {
    this.calls.push(`has-caption ${language} ${videoId}`);
    await this.gate(`has-caption:${language}`, signal, () => undefined);
    return (this.captions.get(videoId) ?? []).some((entry) => entry.key === `${language}/${name}`);
  }

  private async gate(key: string, signal: AbortSignal, apply: () => void): Promise<void> {
    const mode = this.modes.get(key);
    this.modes.delete(key);
    if (mode instanceof DeskError) throw mode;
    if (mode === 'hold-after') apply();
    if (mode === 'hold-before' || mode === 'hold-after') {
      // Like a request whose answer never comes: only an abort (a stop of the app) ends it.
      await new Promise<void>((resolve) => {
        this.held.set(key, resolve);
        signal.addEventListener('abort', () => resolve(), { once: true });
      });
      this.held.delete(key);
      throw new DeskError('network', 'aborted');
    }
    apply();
  }
}
