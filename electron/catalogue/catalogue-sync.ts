// Reading a channel into its catalogue, three ways, each a page at a time (a page written in one transaction, then
// the event loop let go) so the main process never stalls:
// - full: every page of the uploads playlist (50 items, 1 unit) and every video's details (videos.list, 50 ids,
//   1 unit): 400 units for 10,000 videos;
// - walk: every page of the playlist, whose items carry each video's title, description, visibility and publication
//   (its summary); details are read only for the videos that are new or whose summary changed; videos no longer
//   listed are removed and moved ones take their new place: some 200 units for 10,000 videos;
// - quick: the playlist's first page alone (1 unit). Unchanged (same etag and count): done. New uploads on top that
//   account for the new count: their details read and added. Anything else (a deletion, a move): a walk.
// Edits made outside the app to what a playlist item does not show (tags, the altered content answer, whether the
// video has captions, its category, language and translations, its figures) are not seen by a walk or a quick look:
// only videos.list answers them, 1 unit for 50 videos whatever the parts asked (the quota counts calls, not parts;
// Data API quota costs, discovery revision 20260924), and a playlist item carries no etag of its video to compare. So
// the cheapest correct way to see them is to read the videos' details again, and only those: `refreshDetails`, for
// the videos the creator picks (its cost said first: 1 unit for each 50), or a full read (a walk's pages plus every
// video's details, some 400 units at 10,000). What a refresh sees of captions is the flag videos.list carries (has
// captions or not: what the catalogue filters on); the tracks themselves (their languages, drafts) are captions.list,
// 50 units a video, read on the Captions screen one video at a time, never for the catalogue. The app's own edits are
// written through (catalogue-service.ts).
import { z } from 'zod';
import { QUOTA_COSTS } from '../../shared/platform/quota-costs';
import { VIDEOS_A_PAGE } from '../../shared/catalogue/sync-estimate';
import type { DataApi } from '../library/library-service';
import { VIDEO_PARTS } from '../library/library-service';
import { parseAnswer, toLibraryVideo, videoResourceSchema } from '../library/video-resources';
import type { CatalogueDb, CatalogueRow, Fingerprint } from './catalogue-db';
import { summaryOfVideo, summaryText } from './catalogue-summary';

/** The playlist's page and videos.list's batch: the most the platform gives at once. */
export const CATALOGUE_PAGE = VIDEOS_A_PAGE;
export const UNITS_PER_PAGE = QUOTA_COSTS['playlistItems.list'];
export const UNITS_PER_BATCH = QUOTA_COSTS['videos.list'];

export type SyncMode = 'quick' | 'walk' | 'full';

export interface SyncProgress {
  readonly done: number;
  readonly total: number;
  readonly units: number;
}

export interface SyncDeps {
  readonly api: DataApi;
  readonly playlistId: string;
  readonly db: CatalogueDb;
  readonly progress?: (progress: SyncProgress) => void;
  /** Lets the event loop run between pages; tests pass one that resolves at once. */
  readonly pause?: () => Promise<void>;
  /** Checked between pages: the channel was signed out, or the app stops. */
  readonly stopped?: () => boolean;
}

export interface SyncResult {
  readonly mode: SyncMode | 'details';
  readonly units: number;
  readonly added: number;
  readonly changed: number;
  readonly removed: number;
}

const itemPageSchema = z.object({
  etag: z.string().optional(),
  items: z
    .array(
      z.object({
        snippet: z.object({ title: z.string(), description: z.string().optional() }).optional(),
        contentDetails: z.object({ videoId: z.string(), videoPublishedAt: z.string().optional() }),
        status: z.object({ privacyStatus: z.string() }).optional(),
      }),
    )
    .default([]),
  nextPageToken: z.string().optional(),
  pageInfo: z.object({ totalResults: z.number().optional() }).optional(),
});
type ItemPage = z.infer<typeof itemPageSchema>;
type Item = ItemPage['items'][number];

const catalogueVideoListSchema = z.object({
  items: z.array(videoResourceSchema.extend({ etag: z.string().optional() })).default([]),
});

export class SyncStopped extends Error {
  constructor() {
    super('The catalogue sync stopped.');
  }
}

/** What a walk compares: what the playlist item says of the video. */
export function summaryOf(item: Item): string {
  return summaryText(
    item.snippet?.title ?? '',
    item.snippet?.description ?? '',
    item.status?.privacyStatus ?? '',
    item.contentDetails.videoPublishedAt ?? '',
  );
}

const META_FIRST_PAGE = 'firstPageEtag';
const META_TOTAL = 'total';
export const META_SYNCED_AT = 'syncedAt';

class Sync {
  units = 0;
  added = 0;
  changed = 0;
  removed = 0;
  private done = 0;
  private total = 0;

  constructor(private readonly deps: SyncDeps) {}

  async page(pageToken: string | undefined): Promise<ItemPage> {
    this.check();
    const page = parseAnswer(
      itemPageSchema,
      await this.deps.api.request<unknown>({
        path: '/playlistItems',
        params: {
          part: 'snippet,contentDetails,status',
          playlistId: this.deps.playlistId,
          maxResults: CATALOGUE_PAGE,
          pageToken,
        },
      }),
      'a list of playlist items',
    );
    this.units += UNITS_PER_PAGE;
    this.total = page.pageInfo?.totalResults ?? this.total;
    return page;
  }

  /** videos.list of `ids` (at most 50). */
  async details(ids: readonly string[]): Promise<z.infer<typeof catalogueVideoListSchema>['items']> {
    this.check();
    const answer = parseAnswer(
      catalogueVideoListSchema,
      await this.deps.api.request<unknown>({
        path: '/videos',
        params: { part: VIDEO_PARTS, id: ids.join(','), maxResults: 50 },
      }),
      'a list of videos',
    );
    this.units += UNITS_PER_BATCH;
    return answer.items;
  }

  /** The details of `items` (at most a page), as rows with their summaries. */
  async rows(items: readonly Item[]): Promise<Map<string, CatalogueRow>> {
    const found = new Map<string, CatalogueRow>();
    if (items.length === 0) return found;
    const answer = { items: await this.details(items.map((item) => item.contentDetails.videoId)) };
    const summaries = new Map(items.map((item) => [item.contentDetails.videoId, summaryOf(item)]));
    for (const resource of answer.items) {
      const summary = summaries.get(resource.id);
      if (summary === undefined) continue;
      found.set(resource.id, { video: toLibraryVideo(resource), summary, etag: resource.etag ?? '' });
    }
    return found;
  }

  async step(count: number): Promise<void> {
    this.done += count;
    this.deps.progress?.({ done: this.done, total: Math.max(this.total, this.done), units: this.units });
    await (this.deps.pause ?? defaultPause)();
  }

  /** How many videos the run goes through, when no playlist page says it (a details refresh). */
  expect(total: number): void {
    this.total = total;
  }

  result(mode: SyncMode | 'details'): SyncResult {
    return { mode, units: this.units, added: this.added, changed: this.changed, removed: this.removed };
  }

  finish(mode: SyncMode, firstPage: ItemPage | undefined): SyncResult {
    const { db } = this.deps;
    db.setMeta(META_FIRST_PAGE, firstPage?.etag);
    db.setMeta(META_TOTAL, String(firstPage?.pageInfo?.totalResults ?? db.count()));
    db.setMeta(META_SYNCED_AT, new Date().toISOString());
    return { mode, units: this.units, added: this.added, changed: this.changed, removed: this.removed };
  }

  private check(): void {
    if (this.deps.stopped?.()) throw new SyncStopped();
  }
}

const defaultPause = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Rows read at once for the fingerprints (a few ms each), the event loop let go between. */
const FINGERPRINT_SLICE = 500;

/** Every stored video's fingerprint, read a slice at a time. */
export async function fingerprintsOf(db: CatalogueDb, pause = defaultPause): Promise<Map<string, Fingerprint>> {
  const found = new Map<string, Fingerprint>();
  let after = '';
  for (;;) {
    const slice = db.fingerprintsAfter(after, FINGERPRINT_SLICE);
    for (const [id, fingerprint] of slice) found.set(id, fingerprint);
    if (slice.length < FINGERPRINT_SLICE) return found;
    after = slice[slice.length - 1]![0];
    await pause();
  }
}

/**
 * The whole playlist read; `detailsOf` says which of a page's items need their details read (all of them for a full
 * read). Ids no longer listed are removed at the end.
 */
async function readAll(deps: SyncDeps, sync: Sync, mode: 'walk' | 'full'): Promise<SyncResult> {
  const { db } = deps;
  const known = await fingerprintsOf(db, deps.pause);
  const seen = new Set<string>();
  // What stays: listed and either answered by videos.list or known and unchanged.
  const kept = new Set<string>();
  let first: ItemPage | undefined;
  let token: string | undefined;
  let position = 0;
  do {
    const page = await sync.page(token);
    first ??= page;
    // An id listed twice (the playlist changed under the walk) keeps its first place.
    const items = page.items.filter((item) => !seen.has(item.contentDetails.videoId));
    for (const item of items) seen.add(item.contentDetails.videoId);
    const wanted = items.filter((item) => {
      const before = known.get(item.contentDetails.videoId);
      return mode === 'full' || before === undefined || before.summary !== summaryOf(item);
    });
    const rows = await sync.rows(wanted);
    const writes: Array<CatalogueRow & { position: number }> = [];
    const moves = new Map<string, number>();
    for (const item of items) {
      const id = item.contentDetails.videoId;
      const row = rows.get(id);
      const at = position++;
      const before = known.get(id);
      if (row) {
        kept.add(id);
        if (!before) sync.added += 1;
        else if (before.etag !== row.etag || before.summary !== row.summary) sync.changed += 1;
        writes.push({ ...row, position: at });
      } else if (before && !wanted.includes(item)) {
        kept.add(id);
        if (before.position !== at) moves.set(id, at);
      }
      // Listed but not answered by videos.list: gone since the page was read; left out as a full read leaves it.
    }
    db.put(writes);
    db.reposition(moves);
    await sync.step(items.length);
    token = page.nextPageToken;
  } while (token);
  const gone = [...known.keys()].filter((id) => !kept.has(id));
  db.remove(gone);
  sync.removed += gone.length;
  return sync.finish(mode, first);
}

/**
 * The quick look: the first page. Returns undefined when it cannot account for what changed (a walk must).
 */
async function quick(deps: SyncDeps, sync: Sync): Promise<SyncResult | undefined> {
  const { db } = deps;
  const first = await sync.page(undefined);
  const total = first.pageInfo?.totalResults;
  if (first.etag !== undefined && first.etag === db.meta(META_FIRST_PAGE) && String(total) === db.meta(META_TOTAL)) {
    return sync.finish('quick', first);
  }
  const known = await fingerprintsOf(db, deps.pause);
  const count = db.count();
  // New uploads come first; read on while a whole page is new.
  const fresh: Item[] = [];
  let page = first;
  let listedKnown: Item[] = [];
  for (;;) {
    const firstKnown = page.items.findIndex((item) => known.has(item.contentDetails.videoId));
    if (firstKnown < 0) {
      fresh.push(...page.items);
      if (!page.nextPageToken || fresh.length > 10 * CATALOGUE_PAGE) break;
      page = await sync.page(page.nextPageToken);
      continue;
    }
    fresh.push(...page.items.slice(0, firstKnown));
    listedKnown = page.items.slice(firstKnown);
    break;
  }
  // The known videos on the page must follow each other as stored, and the count must add up; else a walk.
  const top = db.firstIds(listedKnown.length);
  const stillInOrder = listedKnown.every(
    (item, index) => known.has(item.contentDetails.videoId) && top[index] === item.contentDetails.videoId,
  );
  if (!stillInOrder || total !== count + fresh.length) return undefined;
  const changed = listedKnown.filter((item) => known.get(item.contentDetails.videoId)?.summary !== summaryOf(item));
  const topPosition = db.firstPosition();
  const writes: Array<CatalogueRow & { position: number }> = [];
  for (let start = 0; start < fresh.length; start += CATALOGUE_PAGE) {
    const batch = fresh.slice(start, start + CATALOGUE_PAGE);
    const rows = await sync.rows(batch);
    // A listed video videos.list no longer answers was deleted meanwhile: a walk sorts that out.
    if (rows.size !== batch.length) return undefined;
    batch.forEach((item, index) => {
      writes.push({ ...rows.get(item.contentDetails.videoId)!, position: topPosition - fresh.length + start + index });
    });
  }
  const rows = await sync.rows(changed);
  if (rows.size !== changed.length) return undefined;
  for (const item of changed) {
    const id = item.contentDetails.videoId;
    writes.push({ ...rows.get(id)!, position: known.get(id)!.position });
  }
  db.put(writes);
  sync.added += fresh.length;
  sync.changed += changed.length;
  await sync.step(fresh.length + changed.length);
  return sync.finish('quick', first);
}

/** Brings the catalogue in line with the platform the way `mode` says (a quick look turns to a walk when it must). */
export async function syncCatalogue(deps: SyncDeps, mode: SyncMode): Promise<SyncResult> {
  const sync = new Sync(deps);
  if (mode === 'quick' && deps.db.count() > 0) {
    const result = await quick(deps, sync);
    if (result) return result;
    return readAll(deps, sync, 'walk');
  }
  return readAll(deps, sync, mode === 'quick' ? 'full' : mode);
}

/** What reading `count` videos' details again costs: 1 unit for each 50. */
export function detailsUnits(count: number): number {
  return Math.ceil(count / CATALOGUE_PAGE) * UNITS_PER_BATCH;
}

/**
 * The details of these known videos read again (videos.list, 50 at a time): what a walk cannot see (tags, the
 * altered content answer, the captions flag…) brought in line, each video kept where it stands; a video the platform
 * no longer answers is removed, as a full read would. Ids the catalogue does not hold are left alone.
 */
export async function refreshDetails(deps: SyncDeps, ids: readonly string[]): Promise<SyncResult> {
  const { db } = deps;
  const sync = new Sync(deps);
  const known = [...new Set(ids)].flatMap((id) => {
    const fingerprint = db.fingerprint(id);
    return fingerprint ? [[id, fingerprint] as const] : [];
  });
  sync.expect(known.length);
  for (let start = 0; start < known.length; start += CATALOGUE_PAGE) {
    const batch = known.slice(start, start + CATALOGUE_PAGE);
    const answered = new Map((await sync.details(batch.map(([id]) => id))).map((resource) => [resource.id, resource]));
    const writes: Array<CatalogueRow & { position: number }> = [];
    const gone: string[] = [];
    for (const [id, before] of batch) {
      const resource = answered.get(id);
      if (!resource) {
        gone.push(id);
        continue;
      }
      const video = toLibraryVideo(resource);
      const etag = resource.etag ?? '';
      if (etag !== before.etag) sync.changed += 1;
      writes.push({ video, summary: summaryOfVideo(video), etag, position: before.position });
    }
    db.put(writes);
    db.remove(gone);
    sync.removed += gone.length;
    await sync.step(batch.length);
  }
  return sync.result('details');
}
