// A bulk job of 10,000 videos told to the page (issue 34): a find-and-replace of a link in every description, run to
// its end against a channel that answers at once, its progress told every 25 videos as the main process tells it.
// - bytes sent per 25 videos, as the bridge frames them (`{ type: 'event', name: 'bulk.job', payload }`): each
//   telling of today (what changed since the one before: bulk-job-change.ts), beside its peer measured in the same
//   run at the same moments: the job's whole view, which every telling carried before;
// - the main process's time to serialize them, own and peer.
// Prints figures beside their targets; asserts nothing.
//   npx tsx tests/bench/run.ts --only bulk-view
import { performance } from 'node:perf_hooks';
import { BulkJobs, type BulkJobsFile, type BulkStorage } from '../../electron/library/bulk-jobs';
import type { BulkJobView } from '../../shared/bulk/bulk-job';
import { bulkValuesOf, editTargets } from '../../shared/bulk/bulk-preview';
import type { LibraryVideo } from '../../shared/library/library-video';
import { formatPeerComparison } from './peer-ratio';

const VIDEOS = 10_000;
const EVERY = 25;
const OLD_LINK = 'https://gear.example.com/shop?tag=deskdemo-20';
const NEW_LINK = 'https://gear.example.com/shop?tag=deskdemo-21';
/** A telling names some 25 videos of 10,000 and the job's own fields: a few hundredths of the whole view. */
const BYTES_TARGET_RATIO = 0.05;
const TIME_TARGET_RATIO = 0.1;

/** Keeps nothing: the job's storage is bulk-store's benchmark. */
class NoStorage implements BulkStorage {
  async load(): Promise<BulkJobsFile | undefined> {
    return undefined;
  }
  async save(): Promise<void> {}
  async record(): Promise<void> {}
}

function videoOf(n: number): LibraryVideo {
  return {
    id: `vid${String(n).padStart(8, '0')}`,
    title: `Workshop episode ${n}`,
    description: `Episode ${n}, every tool named.\nGear I use: ${OLD_LINK}\n`,
    tags: ['workshop', `episode ${n}`],
    categoryId: '26',
    privacyStatus: 'public',
    publishedAt: '2026-01-05T15:00:00Z',
    license: 'youtube',
    embeddable: true,
    thumbnails: {},
  };
}

const frameBytes = (payload: unknown, took: { ms: number }): number => {
  const started = performance.now();
  const bytes = Buffer.byteLength(JSON.stringify({ type: 'event', name: 'bulk.job', payload }));
  took.ms += performance.now() - started;
  return bytes;
};

export async function runBulkViewBenchmark(): Promise<string[]> {
  const videos = new Map(Array.from({ length: VIDEOS }, (_, n) => [videoOf(n).id, videoOf(n)]));
  const own = { bytes: 0, tellings: 0, ms: 0 };
  const peer = { bytes: 0, ms: 0 };
  const runner: BulkJobs = new BulkJobs({
    storage: new NoStorage(),
    channel: () => 'UCbigchannel',
    replaceTargets: async (...args) => editTargets(...args),
    apiFor: () => ({
      update: async (id, edits) => {
        const current = videos.get(id)!;
        const { snippet } = edits(current);
        const next = { ...current, description: snippet.description ?? '' };
        videos.set(id, next);
        return next;
      },
    }),
    emit: (change) => {
      own.tellings++;
      own.bytes += frameBytes(change, own);
      // The peer: the whole view at the same moment, as every telling carried before.
      const whole: BulkJobView = runner.viewOfJob(change.id);
      peer.bytes += frameBytes(whole, peer);
    },
  });
  await runner.start();
  await runner.startEdit({
    operation: {
      kind: 'replace',
      fields: ['description'],
      find: OLD_LINK,
      replace: NEW_LINK,
      regex: false,
      matchCase: true,
    },
    videos: [...videos.values()].map((video) => ({ id: video.id, seen: bulkValuesOf(video) })),
  });
  await runner.whenIdle();
  await runner.stop();
  const per25 = (bytes: number) => (bytes / VIDEOS) * EVERY;
  return [
    '',
    `A bulk job of ${VIDEOS.toLocaleString('en-US')} videos told to the page every ${EVERY} videos ` +
      `(${own.tellings} tellings)`,
    `  ${formatPeerComparison({ label: `bytes sent per ${EVERY} videos`, own: per25(own.bytes), peer: 'the whole view each time', peerValue: per25(peer.bytes), unit: 'B', target: BYTES_TARGET_RATIO, lessIsBetter: true })}`,
    `  ${formatPeerComparison({ label: 'main process time serializing them, whole job', own: own.ms, peer: 'the whole view each time', peerValue: peer.ms, unit: 'ms', target: TIME_TARGET_RATIO, lessIsBetter: true })}`,
  ];
}
