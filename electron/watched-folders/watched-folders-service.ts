// Watched folders: each new video file that appears in one is enqueued once it has stopped growing, held or
// started as the folder says, with the metadata its template gives (until templates exist: the file name as the
// title, as for a dropped file). A file is never enqueued twice: not when it is seen again after a restart, nor
// when a copy of it lands in this folder or another, nor when it was already uploaded or queued some other way.
//
// One file at a time is examined (a serial chain), so two copies of one video settling in two folders at once
// cannot both pass the duplicate check.
import { randomBytes } from 'node:crypto';
import { opendir, realpath, stat } from 'node:fs/promises';
import { basename, isAbsolute, join, resolve, sep } from 'node:path';
import type { AttachmentsInput } from '../../shared/uploads/upload-attachments';
import { defaultMetadataFor, type VideoMetadata } from '../../shared/uploads/video-metadata';
import type {
  AddWatchedFolder,
  UpdateWatchedFolder,
  WatchedFolderSettings,
  WatchedFolderView,
  WatchState,
} from '../../shared/watched-folders/watched-folder';
import { DeskError } from '../ipc/desk-error';
import { say, sayingIntl } from '../language/say';
import { keepWords } from '../language/say-line';
import type { NoticeWords } from '../kernel/feature';
import type { EventSink } from '../ipc/handlers';
import { fingerprintOpened, sameFingerprint, type FileFingerprint } from '../files/file-fingerprint';
import type { UploadService } from '../uploads/upload-service';
import { checkVideoFile } from '../uploads/intake/video-file-check';
import { contentKeyOf, FingerprintLedger, type FileOutcome } from './fingerprint-ledger';
import { openInsideFolder, OutsideFolderError } from './file-inside-folder';
import {
  folderProblem,
  FolderWatch,
  hasVideoExtension,
  holdsMoreThan,
  SUBFOLDER_DEPTH,
  tooManyEntries,
} from './folder-watch';
import { SettleTracker, systemClock, type FileSize, type SettleClock } from './settle-tracker';
import { loadWatchList, MAX_WATCHED_FOLDERS, saveWatchList } from './watch-list-file';
import { ARRIVAL_NOTICES, WATCH_LIST_PROBLEMS, WATCHED_FOLDER_REFUSALS } from './watched-folders-messages';

/** What a file is enqueued with. The templates feature gives both; the default gives the drop's metadata only. */
export interface WatchedFileDetails {
  readonly metadata: VideoMetadata;
  readonly attachments?: AttachmentsInput;
}

/**
 * Queues a settled file through its folder's template, which keeps the series' episode counter and slots (the
 * templates feature plugs in here), for the folder's channel (the chosen one when undefined). Answers undefined when
 * the template is gone: the file then goes as dropped.
 */
export type EnqueueThroughTemplate = (
  templateId: string,
  path: string,
  hold: boolean,
  channelId: string | undefined,
) => Promise<
  | {
      readonly accepted: readonly { readonly id: string }[];
      readonly refused: readonly { readonly reason: string }[];
      readonly notes: readonly { readonly name: string; readonly missing: readonly string[] }[];
    }
  | undefined
>;

export type MetadataFor = (
  filePath: string,
  templateId: string | null,
) => WatchedFileDetails | Promise<WatchedFileDetails>;

/** What a dropped file gets: its name as the title, private. */
const dropMetadataFor: MetadataFor = (filePath) => ({ metadata: defaultMetadataFor(basename(filePath)) });

/**
 * A copy by a file manager, a download or an export can pause for a second or two between writes; five seconds
 * without any change in size or mtime is taken as finished. (A copy stalled longer than that would be enqueued
 * early; the upload engine then refuses it as changed, and the file settles and is enqueued again.)
 */
const DEFAULT_SETTLE_MS = 5000;
const DEFAULT_HEALTH_MS = 5000;
/**
 * Files and folders a watched folder may hold (its subfolders' too, when they are watched): a folder with more is
 * refused with a sentence, or not watched while it has more. The watcher keeps each entry in memory (100,000 cost
 * 9 s and 355 MB); ten thousand is far more than a series' folder holds.
 */
const MAX_WATCHED_ENTRIES = 10_000;

export type ExaminationOutcome = FileOutcome | 'already-decided' | 'changed' | 'refused' | 'gone' | 'unreadable';

/** Whole-upload outcome of queuing a file: what it was queued as, or nothing (said to the user). */
interface Enqueued {
  readonly accepted: readonly { readonly id: string }[];
  readonly refused: readonly { readonly reason: string }[];
}

export interface WatchedFoldersServiceOptions {
  readonly dataDir: string;
  readonly uploads: Pick<UploadService, 'enqueue' | 'queuedFiles' | 'resume' | 'cancel' | 'remove'>;
  readonly events: EventSink;
  readonly notice: (words: NoticeWords) => void;
  readonly log: (message: string, error?: unknown) => void;
  readonly metadataFor?: MetadataFor;
  readonly enqueueThroughTemplate?: EnqueueThroughTemplate;
  /** The channel chosen now: a folder added is for it, and a folder listed without a channel adopts it at start. */
  readonly chosenChannelId?: () => string | undefined;
  readonly settleMs?: number;
  readonly healthMs?: number;
  /** MAX_WATCHED_ENTRIES unless given (tests). */
  readonly maxEntries?: number;
  readonly clock?: SettleClock;
  /** Hears what became of each file looked at (the tests wait on it; nothing else needs it). */
  readonly onExamined?: (path: string, outcome: ExaminationOutcome) => void;
}

interface Watched {
  settings: WatchedFolderSettings;
  watch: FolderWatch;
  state: WatchState;
  problem: string | undefined;
}

/** Services are made by their factory, as every feature's are; the class is how this one keeps its dependencies. */
export function createWatchedFoldersService(options: WatchedFoldersServiceOptions): WatchedFoldersService {
  return new WatchedFoldersService(options);
}

export class WatchedFoldersService {
  private readonly folders = new Map<string, Watched>();
  private readonly ledger: FingerprintLedger;
  private readonly tracker: SettleTracker;
  private readonly listPath: string;
  private readonly metadataFor: MetadataFor;
  /** Which folder a file being waited for belongs to (the first that saw it, should two folders nest). */
  private readonly owners = new Map<string, string>();
  private work: Promise<void> = Promise.resolve();
  private readonly maxEntries: number;
  private emitTimer: NodeJS.Timeout | undefined;
  private started = false;
  private stopped = false;

  constructor(private readonly options: WatchedFoldersServiceOptions) {
    const dir = join(options.dataDir, 'watched-folders');
    this.listPath = join(dir, 'folders.json');
    this.metadataFor = options.metadataFor ?? dropMetadataFor;
    this.maxEntries = options.maxEntries ?? MAX_WATCHED_ENTRIES;
    let saveErrorSaid = false;
    this.ledger = new FingerprintLedger(join(dir, 'ledger.json'), (error) => {
      options.log('could not save the watched folders ledger', error);
      if (saveErrorSaid) return;
      saveErrorSaid = true;
      options.notice(keepWords(WATCH_LIST_PROBLEMS.ledgerNotSaved));
    });
    this.tracker = new SettleTracker({
      settleMs: options.settleMs ?? DEFAULT_SETTLE_MS,
      clock: options.clock ?? systemClock,
      stat: statIfThere,
      onSettled: (path, seen) => this.examineLater(path, seen),
      onPendingChanged: () => this.emitSoon(),
      onError: (path, error) => options.log(`could not look at ${path}`, error),
    });
  }

  async start(): Promise<void> {
    this.started = true;
    const [list, ledger] = await Promise.all([
      loadWatchList(this.listPath).catch((error: unknown) => {
        // Unreadable for another reason than damage (permissions): nothing is watched, and it is said.
        this.options.log('could not read the watched folders', error);
        return { folders: [], problem: keepWords(WATCH_LIST_PROBLEMS.listUnreadable) };
      }),
      this.ledger.load().catch((error: unknown) => {
        this.options.log('could not read the watched folders ledger', error);
        return {
          damaged: true,
          message: keepWords(WATCH_LIST_PROBLEMS.ledgerUnreadable),
        };
      }),
    ]);
    // A list written before folders had a channel: each folder is for the channel chosen now (the only one then).
    const chosen = this.options.chosenChannelId?.();
    const adopting = chosen !== undefined && list.folders.some((folder) => folder.channelId === undefined);
    const folders = adopting
      ? list.folders.map((folder) => (folder.channelId === undefined ? { ...folder, channelId: chosen } : folder))
      : list.folders;
    if (list.problem) this.options.notice(list.problem);
    if (list.problem || adopting) await this.saveList(folders).catch(() => undefined);
    if (ledger.message) this.options.notice(ledger.message);
    this.learnFromQueue();
    // Not awaited: a folder on a share that does not answer must not hold the app's start; each folder says its
    // state as soon as it is known.
    for (const settings of folders) void this.resume(this.watchFolder(settings), ledger.damaged);
  }

  private async resume(folder: Watched, ledgerDamaged: boolean): Promise<void> {
    // With the ledger lost, what is in the folders now may have been uploaded already: it is left alone, and only
    // files that arrive from now on are enqueued (a notice said the ledger was damaged).
    if (ledgerDamaged)
      await this.recordPresentFiles(folder.settings).catch((error: unknown) =>
        this.options.log('listing a watched folder failed', error),
      );
    if (!this.stopped && this.folders.get(folder.settings.id) === folder) await folder.watch.start();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.emitTimer);
    this.tracker.stop();
    await Promise.all([...this.folders.values()].map((folder) => folder.watch.stop()));
    await this.work;
    await this.ledger.flush();
  }

  list(): WatchedFolderView[] {
    return [...this.folders.values()].map((folder) => this.viewOf(folder));
  }

  async add(path: string, request: AddWatchedFolder): Promise<WatchedFolderView> {
    this.assertRunning();
    if (!isAbsolute(path)) throw new DeskError('invalid-input', say(WATCHED_FOLDER_REFUSALS.needsFullPath, { path }));
    const resolved = resolve(path);
    if (this.folders.size >= MAX_WATCHED_FOLDERS)
      throw new DeskError('invalid-input', say(WATCHED_FOLDER_REFUSALS.tooManyFolders, { max: MAX_WATCHED_FOLDERS }));
    if ([...this.folders.values()].some((folder) => folder.settings.path === resolved))
      throw new DeskError('invalid-input', say(WATCHED_FOLDER_REFUSALS.alreadyWatched, { path: resolved }));
    const problem = await folderProblem(resolved);
    if (problem)
      throw new DeskError(problem.state === 'missing' ? 'file-missing' : 'file-unavailable', problem.message);
    const depth = request.includeSubfolders ? SUBFOLDER_DEPTH : 0;
    if (await holdsMoreThan(resolved, depth, this.maxEntries))
      throw new DeskError('invalid-input', tooManyEntries(resolved, this.maxEntries));
    // The folder is for the channel chosen now, whichever is chosen when its files arrive.
    const channelId = this.options.chosenChannelId?.();
    const settings: WatchedFolderSettings = {
      id: randomBytes(9).toString('base64url'),
      path: resolved,
      onArrival: request.onArrival,
      templateId: request.templateId ?? null,
      includeSubfolders: request.includeSubfolders ?? false,
      ...(channelId === undefined ? {} : { channelId }),
    };
    if (request.existing === 'ignore') {
      await this.recordPresentFiles(settings).catch((error: unknown) => {
        this.ledger.forgetFolder(settings.id);
        throw error;
      });
    }
    await this.saveList([...this.settingsList(), settings]);
    const folder = this.watchFolder(settings);
    await folder.watch.start();
    this.emitSoon();
    return this.viewOf(folder);
  }

  async update(request: UpdateWatchedFolder): Promise<WatchedFolderView> {
    this.assertRunning();
    const folder = this.require(request.id);
    const before = folder.settings;
    // The page lists the chosen channel's templates: another channel's folder would get a template it does not have.
    const chosen = this.options.chosenChannelId?.();
    if (request.templateId && before.channelId !== undefined && chosen !== undefined && before.channelId !== chosen)
      throw new DeskError('invalid-input', say(WATCHED_FOLDER_REFUSALS.templateOfChosenChannel));
    if (request.includeSubfolders && !before.includeSubfolders)
      if (await holdsMoreThan(before.path, SUBFOLDER_DEPTH, this.maxEntries))
        throw new DeskError('invalid-input', tooManyEntries(before.path, this.maxEntries));
    const settings: WatchedFolderSettings = {
      ...before,
      ...(request.onArrival === undefined ? {} : { onArrival: request.onArrival }),
      ...(request.templateId === undefined ? {} : { templateId: request.templateId }),
      ...(request.includeSubfolders === undefined ? {} : { includeSubfolders: request.includeSubfolders }),
    };
    await this.saveList(this.settingsList().map((each) => (each.id === settings.id ? settings : each)));
    folder.settings = settings;
    if ((settings.includeSubfolders ?? false) !== (before.includeSubfolders ?? false)) {
      // The watcher's depth is fixed when it opens: a new one with the new depth. The videos already in the
      // subfolders are left alone (a folder of old seasons would otherwise all be queued at once); what arrives in
      // them from now on is enqueued.
      await folder.watch.stop();
      this.tracker.forgetUnder(settings.path, sep);
      if (settings.includeSubfolders) await this.recordPresentFiles(settings, 1);
      folder.watch = this.folderWatch(settings);
      await folder.watch.start();
    }
    this.emitSoon();
    return this.viewOf(folder);
  }

  async remove(id: string): Promise<void> {
    this.assertRunning();
    const folder = this.require(id);
    await this.saveList(this.settingsList().filter((each) => each.id !== id));
    this.folders.delete(id);
    await folder.watch.stop();
    this.tracker.forgetUnder(folder.settings.path, sep);
    this.ledger.forgetFolder(id);
    this.emitSoon();
  }

  /** Resolves once every file that has settled so far has been examined (tests). */
  async whenExamined(): Promise<void> {
    let seen: Promise<void> | undefined;
    while (seen !== this.work) {
      seen = this.work;
      await seen;
    }
  }

  /**
   * Every upload the queue finished is remembered by its content, so a copy is not enqueued again once the queue
   * has been cleared. Called at start, before each file is examined, and by the feature when the queue changes.
   */
  learnFromQueue(): void {
    if (this.stopped) return;
    for (const queued of this.options.uploads.queuedFiles()) {
      if (queued.state !== 'done') continue;
      this.ledger.addContent({
        key: contentKeyOf(queued.file),
        name: basename(queued.file.path),
        uploadId: queued.uploadId,
        at: Date.now(),
      });
    }
  }

  // ----- watching -----

  private watchFolder(settings: WatchedFolderSettings): Watched {
    const folder: Watched = { settings, watch: this.folderWatch(settings), state: 'starting', problem: undefined };
    this.folders.set(settings.id, folder);
    return folder;
  }

  private folderWatch(settings: WatchedFolderSettings): FolderWatch {
    const id = settings.id;
    return new FolderWatch({
      path: settings.path,
      includeSubfolders: settings.includeSubfolders ?? false,
      healthMs: this.options.healthMs ?? DEFAULT_HEALTH_MS,
      maxEntries: this.maxEntries,
      log: this.options.log,
      onFile: (path) => void this.noteFile(id, path),
      onGone: (path) => {
        this.tracker.forget(path);
        this.owners.delete(path);
        this.ledger.forgetEnqueuedFile(path);
      },
      onState: (state, problem) => {
        const folder = this.folders.get(id);
        if (!folder) return;
        folder.state = state;
        folder.problem = problem;
        if (state !== 'watching') this.tracker.forgetUnder(folder.settings.path, sep);
        this.emitSoon();
      },
    });
  }

  /** A video file appeared or changed: skipped at once when this very file was decided on, else waited for. */
  private async noteFile(folderId: string, path: string): Promise<void> {
    if (this.stopped || !this.folders.has(folderId)) return;
    const now = await statIfThere(path).catch(() => undefined);
    if (!now) return;
    if (this.ledger.decided(path, now.size, now.mtimeMs)) {
      this.options.onExamined?.(path, 'already-decided');
      return;
    }
    if (!this.owners.has(path)) this.owners.set(path, folderId);
    this.tracker.noteActivity(path);
  }

  private examineLater(path: string, seen: FileSize): void {
    this.work = this.work.then(() =>
      this.examine(path, seen).then(
        (outcome) => this.options.onExamined?.(path, outcome),
        (error: unknown) => {
          this.options.log(`examining ${path} failed`, error);
          this.options.onExamined?.(path, 'unreadable');
        },
      ),
    );
  }

  /**
   * Through the folder's template when it names one that still exists, else with what a drop would give. Always
   * queued held first: the upload's own fingerprint of the file must be the one taken of the file opened inside the
   * folder (else the path was swapped between the two, and the upload is removed); only then does a "start" folder's
   * upload start.
   */
  private async enqueueFile(
    path: string,
    settings: WatchedFolderSettings,
    fingerprint: FileFingerprint,
  ): Promise<Enqueued> {
    const result = await this.enqueueHeld(path, settings);
    const accepted: { readonly id: string }[] = [];
    for (const upload of result.accepted) {
      const queued = this.options.uploads.queuedFiles().find((each) => each.uploadId === upload.id);
      if (!queued || !sameFingerprint(queued.file, fingerprint)) {
        await this.options.uploads.cancel(upload.id);
        await this.options.uploads.remove(upload.id);
        this.options.notice(
          keepWords(ARRIVAL_NOTICES.changedWhileQueued, { folder: settings.path, file: basename(path) }),
        );
        continue;
      }
      if (settings.onArrival !== 'hold') await this.options.uploads.resume(upload.id);
      accepted.push(upload);
    }
    return { accepted, refused: result.refused };
  }

  private async enqueueHeld(path: string, settings: WatchedFolderSettings): Promise<Enqueued> {
    const templateId = settings.templateId ?? null;
    const channelId = settings.channelId;
    if (templateId !== null && this.options.enqueueThroughTemplate) {
      const result = await this.options.enqueueThroughTemplate(templateId, path, true, channelId);
      if (result) {
        for (const note of result.notes)
          this.options.notice(
            keepWords(ARRIVAL_NOTICES.queuedWithMissing, {
              file: note.name,
              folder: settings.path,
              missing: sayingIntl().formatList(note.missing, { type: 'conjunction' }),
            }),
          );
        return result;
      }
      this.options.notice(keepWords(ARRIVAL_NOTICES.templateGone, { folder: settings.path, file: basename(path) }));
    }
    const details = await this.detailsFor(path, templateId);
    return this.options.uploads.enqueue(
      [
        {
          source: { kind: 'path', path },
          metadata: details.metadata,
          ...(details.attachments ? { attachments: details.attachments } : {}),
        },
      ],
      channelId === undefined ? { hold: true } : { hold: true, channelId },
    );
  }

  /** The file's fingerprint, taken from the file opened only if it lies inside the folder. */
  private async fingerprintInside(path: string, folderPath: string): Promise<FileFingerprint> {
    const opened = await openInsideFolder(path, await realpath(folderPath));
    try {
      return await fingerprintOpened(path, opened.handle, opened.info);
    } finally {
      await opened.handle.close();
    }
  }

  private async examine(path: string, seen: FileSize): Promise<ExaminationOutcome> {
    const folderId = this.owners.get(path);
    this.owners.delete(path);
    const folder = folderId === undefined ? undefined : this.folders.get(folderId);
    if (this.stopped || !folder) return 'gone';
    const name = basename(path);
    const record = (outcome: FileOutcome): FileOutcome => {
      this.ledger.recordFile({ path, size: seen.size, mtimeMs: seen.mtimeMs, folderId: folder.settings.id, outcome });
      return outcome;
    };
    // A video this folder already queued, rewritten in place since: a new upload only if the user asks for one
    // (taggers and players touch files; the queued upload itself refuses to send a changed file and says so).
    const earlier = this.ledger.at(path);
    if (earlier?.outcome === 'enqueued' || earlier?.outcome === 'changed-after-enqueue') {
      if (earlier.outcome === 'enqueued')
        this.options.notice(
          keepWords(ARRIVAL_NOTICES.changedAfterQueued, { file: name, folder: folder.settings.path }),
        );
      return record('changed-after-enqueue');
    }
    // An empty file is not finished (some tools create the file first and write it later): it waits for its bytes.
    if (seen.size === 0) return 'changed';
    // Nothing of a file outside the folder is read, not even to see whether it is a video.
    let fingerprint;
    try {
      fingerprint = await this.fingerprintInside(path, folder.settings.path);
    } catch (error) {
      if (error instanceof OutsideFolderError) {
        this.options.notice(
          keepWords(ARRIVAL_NOTICES.linkOutside, { folder: folder.settings.path, file: name, target: error.target }),
        );
        return record('outside-folder');
      }
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return 'gone';
      this.options.log(`could not read ${path}`, error);
      return 'unreadable';
    }
    // The same byte check as a dropped file: a PDF named .mp4 costs no upload.
    const check = await checkVideoFile(path, name);
    if (!check.ok) {
      if (!(await statIfThere(path).catch(() => undefined))) return 'gone';
      this.options.notice(keepWords(ARRIVAL_NOTICES.refused, { folder: folder.settings.path, reason: check.reason }));
      return record('not-a-video');
    }
    // Looked at again after it was read: a file written to since it settled waits anew.
    if (fingerprint.size !== seen.size || fingerprint.mtimeMs !== seen.mtimeMs) {
      this.owners.set(path, folder.settings.id);
      this.tracker.noteActivity(path);
      return 'changed';
    }
    const key = contentKeyOf(fingerprint);
    this.learnFromQueue();
    const queued = this.options.uploads
      .queuedFiles()
      .some((each) => each.state !== 'cancelled' && contentKeyOf(each.file) === key);
    if (queued || this.ledger.hasContent(key)) return record('duplicate');
    let result;
    try {
      result = await this.enqueueFile(path, folder.settings, fingerprint);
    } catch (error) {
      // The folder's channel was removed from Accounts: its files wait (they are looked at again when they change)
      // rather than going to another channel.
      if (!(error instanceof DeskError) || error.code !== 'not-signed-in') throw error;
      this.options.notice(keepWords(ARRIVAL_NOTICES.channelGone, { folder: folder.settings.path, file: name }));
      return 'refused';
    }
    const accepted = result.accepted[0];
    for (const refused of result.refused)
      this.options.notice(keepWords(ARRIVAL_NOTICES.refused, { folder: folder.settings.path, reason: refused.reason }));
    if (!accepted) return 'refused';
    this.ledger.addContent({ key, name, folderId: folder.settings.id, uploadId: accepted.id, at: Date.now() });
    this.emitSoon();
    return record('enqueued');
  }

  private async detailsFor(path: string, templateId: string | null): Promise<WatchedFileDetails> {
    try {
      return await this.metadataFor(path, templateId);
    } catch (error) {
      // The video is not lost for a template that failed: it is queued with the drop's details, and said.
      this.options.log(`the template ${templateId ?? '(none)'} failed for ${path}`, error);
      this.options.notice(keepWords(ARRIVAL_NOTICES.templateFailed, { file: basename(path) }));
      return dropMetadataFor(path, templateId);
    }
  }

  /**
   * Records every video file in the folder now (from the given depth down) as present when added, so only files
   * that arrive later are enqueued; a file already decided on keeps its decision.
   */
  private async recordPresentFiles(settings: WatchedFolderSettings, fromLevel = 0): Promise<void> {
    const depth = settings.includeSubfolders ? SUBFOLDER_DEPTH : 0;
    let listed = 0;
    const walk = async (dir: string, level: number): Promise<void> => {
      const entries = await opendir(dir).catch(() => undefined);
      if (!entries) return;
      for await (const entry of entries) {
        listed += 1;
        if (listed > this.maxEntries)
          throw new DeskError('invalid-input', tooManyEntries(settings.path, this.maxEntries));
        const path = join(dir, entry.name);
        if (entry.isDirectory() && level < depth) await walk(path, level + 1);
        else if (level >= fromLevel && entry.isFile() && hasVideoExtension(entry.name) && !this.ledger.at(path)) {
          const info = await statIfThere(path).catch(() => undefined);
          if (!info) continue;
          this.ledger.recordFile({ path, ...info, folderId: settings.id, outcome: 'present-when-added' });
        }
      }
    };
    await walk(settings.path, 0);
  }

  // ----- the list and the view -----

  private settingsList(): WatchedFolderSettings[] {
    return [...this.folders.values()].map((folder) => folder.settings);
  }

  private async saveList(folders: readonly WatchedFolderSettings[]): Promise<void> {
    try {
      await saveWatchList(this.listPath, folders);
    } catch (error) {
      this.options.log('could not save the watched folders', error);
      throw new DeskError('internal', say(WATCHED_FOLDER_REFUSALS.listNotSaved));
    }
  }

  private viewOf(folder: Watched): WatchedFolderView {
    return {
      ...folder.settings,
      state: folder.state,
      ...(folder.problem ? { problem: folder.problem } : {}),
      settling: folder.state === 'watching' ? this.tracker.pendingUnder(folder.settings.path, sep) : 0,
      enqueued: this.ledger.enqueuedBy(folder.settings.id),
    };
  }

  /** Changes come in bursts (a first scan of a large folder): the page hears the list once per burst. */
  private emitSoon(): void {
    if (this.emitTimer || this.stopped) return;
    this.emitTimer = setTimeout(() => {
      this.emitTimer = undefined;
      this.options.events.emit('watchedFolders.changed', { folders: this.list() });
    }, 50);
    this.emitTimer.unref();
  }

  private require(id: string): Watched {
    const folder = this.folders.get(id);
    if (!folder) throw new DeskError('not-found', say(WATCHED_FOLDER_REFUSALS.noLongerWatched));
    return folder;
  }

  private assertRunning(): void {
    if (!this.started || this.stopped) throw new DeskError('uploads-not-ready', say(WATCHED_FOLDER_REFUSALS.notReady));
  }
}

async function statIfThere(path: string): Promise<FileSize | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}
