// The platform's images: records in media-state.json (atomic, like every emulator store), bytes in
// <dataDir>/media/. A new image is written under a new name before the record points at it, and the old files go
// only after, so a crash leaves the old image or the new one, never a record pointing at nothing.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JsonStore } from '../../state/json-store';
import {
  emptyMediaState,
  mediaStateSchema,
  type MediaState,
  type PlaylistImageRecord,
  type ThumbnailRecord,
  type WatermarkRecord,
} from './media-state';

export const MEDIA_STATE_FILE = 'media-state.json';
export const MEDIA_FOLDER = 'media';

export interface ImageFile {
  readonly name: string;
  readonly bytes: Buffer;
}

export class MediaStore {
  private constructor(
    private readonly store: JsonStore<MediaState>,
    readonly folder: string,
    private readonly now: () => number,
  ) {}

  static async open(dataDir: string, now: () => number): Promise<MediaStore> {
    const folder = join(dataDir, MEDIA_FOLDER);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const store = await JsonStore.open<MediaState>({
      dataDir,
      fileName: MEDIA_STATE_FILE,
      parse: (value) => {
        const parsed = mediaStateSchema.safeParse(value);
        return parsed.success ? parsed.data : undefined;
      },
      seed: emptyMediaState,
      now: now(),
    });
    return new MediaStore(store, folder, now);
  }

  private get state(): MediaState {
    return this.store.value;
  }

  thumbnailOf(videoId: string): ThumbnailRecord | undefined {
    return Object.hasOwn(this.state.thumbnails, videoId) ? this.state.thumbnails[videoId] : undefined;
  }

  nextThumbnailRevision(videoId: string): number {
    return (this.thumbnailOf(videoId)?.revision ?? 0) + 1;
  }

  async setThumbnail(
    videoId: string,
    revision: number,
    sizes: ReadonlyArray<ImageFile & { readonly size: string; readonly width: number; readonly height: number }>,
  ): Promise<ThumbnailRecord> {
    await Promise.all(sizes.map((size) => writeFile(join(this.folder, size.name), size.bytes, { mode: 0o600 })));
    const previous = this.thumbnailOf(videoId);
    const record: ThumbnailRecord = {
      revision,
      setAt: new Date(this.now()).toISOString(),
      sizes: Object.fromEntries(
        sizes.map((size) => [size.size, { file: size.name, width: size.width, height: size.height }]),
      ),
    };
    this.state.thumbnails[videoId] = record;
    await this.persist();
    if (previous) await this.removeFiles(Object.values(previous.sizes).map((size) => size.file));
    return record;
  }

  /** A deleted video's custom thumbnail: its record and its files. */
  async forgetThumbnail(videoId: string): Promise<void> {
    const previous = this.thumbnailOf(videoId);
    if (!previous) return;
    delete this.state.thumbnails[videoId];
    await this.persist();
    await this.removeFiles(Object.values(previous.sizes).map((size) => size.file));
  }

  watermarkOf(channelId: string): WatermarkRecord | undefined {
    return Object.hasOwn(this.state.watermarks, channelId) ? this.state.watermarks[channelId] : undefined;
  }

  async setWatermark(
    channelId: string,
    image: ImageFile,
    record: Omit<WatermarkRecord, 'file' | 'setAt'>,
  ): Promise<void> {
    await writeFile(join(this.folder, image.name), image.bytes, { mode: 0o600 });
    const previous = this.watermarkOf(channelId);
    this.state.watermarks[channelId] = { ...record, file: image.name, setAt: new Date(this.now()).toISOString() };
    await this.persist();
    if (previous && previous.file !== image.name) await this.removeFiles([previous.file]);
  }

  async unsetWatermark(channelId: string): Promise<void> {
    const previous = this.watermarkOf(channelId);
    if (!previous) return;
    delete this.state.watermarks[channelId];
    await this.persist();
    await this.removeFiles([previous.file]);
  }

  playlistImage(id: string): PlaylistImageRecord | undefined {
    return Object.hasOwn(this.state.playlistImages, id) ? this.state.playlistImages[id] : undefined;
  }

  playlistImages(): ReadonlyArray<readonly [id: string, record: PlaylistImageRecord]> {
    return Object.entries(this.state.playlistImages);
  }

  /** Stores an image of a playlist under `id`, replacing the previous one's file. */
  async setPlaylistImage(id: string, image: ImageFile, record: Omit<PlaylistImageRecord, 'file'>): Promise<void> {
    await writeFile(join(this.folder, image.name), image.bytes, { mode: 0o600 });
    const previous = this.playlistImage(id);
    this.state.playlistImages[id] = { ...record, file: image.name };
    await this.persist();
    if (previous && previous.file !== image.name) await this.removeFiles([previous.file]);
  }

  /** Changes what an image says about itself (its playlist, type), not its pixels. */
  async describePlaylistImage(id: string, record: PlaylistImageRecord): Promise<void> {
    this.state.playlistImages[id] = record;
    await this.persist();
  }

  async forgetPlaylistImage(id: string): Promise<void> {
    const previous = this.playlistImage(id);
    if (!previous) return;
    delete this.state.playlistImages[id];
    await this.persist();
    await this.removeFiles([previous.file]);
  }

  isVerified(channelId: string): boolean {
    return !this.state.unverifiedChannels.includes(channelId);
  }

  setVerified(channelId: string, verified: boolean): void {
    const others = this.state.unverifiedChannels.filter((id) => id !== channelId);
    this.state.unverifiedChannels = verified ? others : [...others, channelId];
    this.store.save();
  }

  /** The path of a stored image by its file name, or undefined for a name that is not one of ours. */
  pathOf(fileName: string): string | undefined {
    if (!/^[A-Za-z0-9_-]+\.(jpg|png)$/.test(fileName)) return undefined;
    return join(this.folder, fileName);
  }

  flush(): Promise<void> {
    return this.store.flush();
  }

  private async persist(): Promise<void> {
    this.store.save();
    await this.store.flush();
  }

  private async removeFiles(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(join(this.folder, name), { force: true })));
  }
}
