// The emulated platform's data: lookups for the Data API routes and the one write the upload host needs (a new
// video, listed first in its channel's uploads playlist). Persisted after every change.
import { randomBytes } from 'node:crypto';
import { ApiError } from './errors/api-error';
import type { UploadedMedia, VideoStoreForUploads } from './platform-services';
import type { VideoMetadata } from './video-metadata-validation';
import { JsonStore } from '../state/json-store';
import { addMissingClipsChannel, seedYoutubeState } from './demo-seed';
import { longUploadsStatusOf, projectVideo, type ProjectionContext } from './projections';
import { VIDEO_CATEGORIES } from './reference-data';
import { removeVideo, storedStatus } from './video-writes';
import {
  youtubeStateSchema,
  type ChannelRecord,
  type PlaylistItemRecord,
  type PlaylistRecord,
  type VideoRecord,
  type YoutubeState,
} from './youtube-state';

export const YOUTUBE_STATE_FILE = 'youtube-state.json';
/** Bit rate used to estimate an uploaded video's duration (the emulator does not decode media). */
const ASSUMED_BITS_PER_SECOND = 8_000_000;
/**
 * A channel not allowed long uploads (unverified, or set so by the studio control) uploads at most 15 minutes: a
 * longer upload is taken, then rejected in processing with rejectionReason 'length' (the discovery document's "Video
 * duration was too long"; support.google.com/youtube/answer/71673, read 2026-11-25: "verify your account to upload
 * videos longer than 15 minutes").
 */
export const UNVERIFIED_MAX_SECONDS = 15 * 60;

export interface YoutubeStoreOptions {
  readonly dataDir: string;
  readonly now: () => number;
  readonly baseUrl: () => string;
  readonly processingMs: number;
}

/** A video's custom thumbnail sizes, when it has one (the media plugin keeps them). */
export type CustomThumbnailLookup = (
  videoId: string,
) => Record<string, { url: string; width: number; height: number }> | undefined;

export class YoutubeStore implements VideoStoreForUploads {
  /** Set by the catalog, which keeps the caption tracks: whether a video has a published one. */
  private hasPublishedCaption: (videoId: string) => boolean = () => false;
  private customThumbnails: CustomThumbnailLookup = () => undefined;
  /** Set by the media plugin, which keeps the channels' verification (a test control flips it). */
  private channelVerified: (channelId: string) => boolean = () => true;
  private readonly removalListeners: Array<(videoId: string) => void> = [];
  private processingDelayMs: number;

  private constructor(
    private readonly store: JsonStore<YoutubeState>,
    private readonly options: YoutubeStoreOptions,
  ) {
    this.processingDelayMs = options.processingMs;
  }

  static async open(options: YoutubeStoreOptions): Promise<YoutubeStore> {
    const store = await JsonStore.open<YoutubeState>({
      dataDir: options.dataDir,
      fileName: YOUTUBE_STATE_FILE,
      parse: (value) => {
        const parsed = youtubeStateSchema.safeParse(value);
        return parsed.success ? parsed.data : undefined;
      },
      seed: () => seedYoutubeState(new Date(options.now()).toISOString()),
      now: options.now(),
    });
    // A demo workspace from before the demo user's second channel gets it (its comments start empty).
    if (addMissingClipsChannel(store.value, new Date(options.now()).toISOString())) store.save();
    return new YoutubeStore(store, options);
  }

  /** The earliest `publishAt` of a scheduled video (Infinity: none); undefined until looked up after a change. */
  private nextPublishAt: number | undefined;

  private get state(): YoutubeState {
    const state = this.store.value;
    this.publishDue(state);
    return state;
  }

  /**
   * The platform makes a scheduled video public at its `publishAt`: from then on it is public, without `publishAt`,
   * and published at that instant. Done lazily, the first time the state is read after the moment passed.
   */
  private publishDue(state: YoutubeState): void {
    const now = this.options.now();
    this.nextPublishAt ??= state.videos.reduce(
      (earliest, video) => (video.status.publishAt ? Math.min(earliest, Date.parse(video.status.publishAt)) : earliest),
      Infinity,
    );
    if (now < this.nextPublishAt) return;
    for (const video of state.videos) {
      const at = video.status.publishAt;
      if (!at || Date.parse(at) > now) continue;
      const { publishAt: _published, ...status } = video.status;
      video.status = { ...status, privacyStatus: 'public' };
      video.publishedAt = new Date(Date.parse(at)).toISOString();
    }
    this.nextPublishAt = undefined;
    this.store.save();
  }

  /** How long a new upload stays "uploaded"; the test control changes it. */
  processingMs(): number {
    return this.processingDelayMs;
  }

  setProcessingMs(ms: number): void {
    this.processingDelayMs = ms;
  }

  projection(): ProjectionContext {
    return {
      baseUrl: this.options.baseUrl(),
      now: this.options.now(),
      channel: (id) => this.channel(id),
      video: (id) => this.video(id),
      processingMs: this.processingDelayMs,
      hasPublishedCaption: (id) => this.hasPublishedCaption(id),
      customThumbnails: (id) => this.customThumbnails(id),
      channelVerified: (id) => this.channelVerified(id),
    };
  }

  /**
   * Plugins that keep things of a video in their own stores (its custom thumbnails, its caption tracks) forget them
   * when the video is deleted, as the platform does.
   */
  onVideoRemoved(listener: (videoId: string) => void): void {
    this.removalListeners.push(listener);
  }

  /** videos.delete: the video, its playlist items on its own channel and its ratings, then what other plugins kept. */
  removeVideo(video: VideoRecord): void {
    this.change((state) => removeVideo(state, video));
    for (const listener of this.removalListeners) listener(video.id);
  }

  /** Where projections learn whether a video has a published caption track; the catalog provides it. */
  useCaptionLookup(lookup: (videoId: string) => boolean): void {
    this.hasPublishedCaption = lookup;
  }

  /** Where projections find custom thumbnails; the media plugin, registered later, provides them. */
  useCustomThumbnails(lookup: CustomThumbnailLookup): void {
    this.customThumbnails = lookup;
  }

  useChannelVerification(lookup: (channelId: string) => boolean): void {
    this.channelVerified = lookup;
  }

  channels(): readonly ChannelRecord[] {
    return this.state.channels;
  }

  channel(id: string): ChannelRecord | undefined {
    return this.state.channels.find((channel) => channel.id === id);
  }

  channelByHandle(handle: string): ChannelRecord | undefined {
    const wanted = handle.startsWith('@') ? handle.toLowerCase() : `@${handle.toLowerCase()}`;
    return this.state.channels.find((channel) => channel.customUrl.toLowerCase() === wanted);
  }

  videos(): readonly VideoRecord[] {
    return this.state.videos;
  }

  video(id: string): VideoRecord | undefined {
    return this.state.videos.find((video) => video.id === id);
  }

  videoCountOf(channelId: string): number {
    return this.state.videos.filter((video) => video.channelId === channelId).length;
  }

  playlists(): readonly PlaylistRecord[] {
    return this.state.playlists;
  }

  playlist(id: string): PlaylistRecord | undefined {
    return this.state.playlists.find((playlist) => playlist.id === id);
  }

  itemsOf(playlistId: string): readonly PlaylistItemRecord[] {
    return this.state.playlistItems[playlistId] ?? [];
  }

  /** Every playlist item with its playlist and position, for lookups by item id. */
  findItem(itemId: string): { playlist: PlaylistRecord; item: PlaylistItemRecord; position: number } | undefined {
    for (const playlist of this.state.playlists) {
      const position = this.itemsOf(playlist.id).findIndex((item) => item.id === itemId);
      if (position >= 0) return { playlist, item: this.itemsOf(playlist.id)[position] as PlaylistItemRecord, position };
    }
    return undefined;
  }

  /** Reads across the state (e.g. ratings) without changing it. */
  read<T>(view: (state: Readonly<YoutubeState>) => T): T {
    return view(this.state);
  }

  /** Applies a change to the state and schedules its write: the one door of the Data API's writes. */
  change<T>(apply: (state: YoutubeState) => T): T {
    const result = apply(this.state);
    // The change may have scheduled, moved or cancelled a publication.
    this.nextPublishAt = undefined;
    this.store.save();
    return result;
  }

  // --- what the upload host needs ---

  categoryIsAssignable(categoryId: string): boolean {
    return VIDEO_CATEGORIES.some((category) => category.id === categoryId && category.assignable);
  }

  getVideo(id: string): VideoRecord | undefined {
    return this.video(id);
  }

  getVideoMedia(id: string): UploadedMedia | undefined {
    return this.video(id)?.media;
  }

  insertUploadedVideo(input: { videoId: string; channelId: string; resource: VideoMetadata; media: UploadedMedia }): {
    id: string;
  } {
    const channel = this.channel(input.channelId);
    if (!channel)
      throw new ApiError(404, 'channelNotFound', 'The channel of the authorized user does not exist.', {
        domain: 'youtube.video',
      });
    if (this.video(input.videoId)) return { id: input.videoId };
    const now = this.options.now();
    const { snippet, status, recordingDetails, localizations } = input.resource;
    const durationSec = Math.max(1, Math.round((input.media.size * 8) / ASSUMED_BITS_PER_SECOND));
    const tooLong =
      durationSec > UNVERIFIED_MAX_SECONDS &&
      longUploadsStatusOf(channel, this.channelVerified(channel.id)) !== 'allowed';
    const video: VideoRecord = {
      id: input.videoId,
      channelId: channel.id,
      publishedAt: new Date(now).toISOString(),
      snippet: {
        title: snippet?.title ?? 'unknown',
        description: snippet?.description ?? '',
        ...(snippet?.tags ? { tags: [...snippet.tags] } : {}),
        categoryId: snippet?.categoryId ?? '22',
        ...(snippet?.defaultLanguage ? { defaultLanguage: snippet.defaultLanguage } : {}),
        ...(snippet?.defaultAudioLanguage ? { defaultAudioLanguage: snippet.defaultAudioLanguage } : {}),
      },
      status: storedStatus(status),
      ...(recordingDetails ? { recordingDetails: { ...recordingDetails } } : {}),
      ...(localizations ? { localizations: structuredClone(localizations) } : {}),
      durationSec,
      ...(tooLong
        ? { processingOutcome: { uploadStatus: 'rejected' as const, rejectionReason: 'length' as const } }
        : {}),
      viewCount: 0,
      likeCount: 0,
      commentCount: 0,
      media: { ...input.media },
      uploadedAt: now,
    };
    this.state.videos.push(video);
    const items = (this.state.playlistItems[channel.uploadsPlaylistId] ??= []);
    items.unshift({
      id: newItemId(),
      playlistId: channel.uploadsPlaylistId,
      videoId: video.id,
      publishedAt: video.publishedAt,
    });
    this.store.save();
    return { id: video.id };
  }

  projectVideo(video: { id: string }, parts: readonly string[]): unknown {
    const record = this.video(video.id);
    if (!record) throw new Error(`video ${video.id} vanished`);
    return projectVideo(this.projection(), record, parts, true);
  }

  flush(): Promise<void> {
    return this.store.flush();
  }
}

function newItemId(): string {
  return `UExp${randomBytes(24).toString('base64url')}`;
}
