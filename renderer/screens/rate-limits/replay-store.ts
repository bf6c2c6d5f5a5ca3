// The log replay beside the rule editor: which log (a picked file or the demo's sample), the creator's own
// addresses, what to compare the draft with (a rule of the zone, or a second draft typed beside the replay), the
// replay running (its progress, a cancel) and the last report.
// The replay runs in the main process on a thread of its own; this store only asks and listens.
import { create } from 'zustand';
import { REPLAY_TIME_LIMIT_SECONDS, type OwnAddresses, type RuleView } from '../../../shared/ipc/rate-limits';
import type { ReplayReport } from '../../../shared/rate-limits/replay-report';
import type { RuleForm } from '../../../shared/rate-limits/rule-form';
import { editableFields, type RateLimitRule } from '../../../shared/rate-limits/rule-model';
import type { UploadSource } from '../../../shared/uploads/upload-source';
import { desk } from '../../desk/desk';
import { stageFile } from '../../desk/file-sources';
import { failureOf, type Failure } from '../../desk/failure';
import { currentIntl } from '../../components/words';
import { REVIEW_REPLAY, SECOND } from './rate-limits-messages';

export type LogChoice =
  | { readonly kind: 'file'; readonly name: string; readonly source: UploadSource }
  | { readonly kind: 'demo-sample'; readonly name: string };

export interface ReplayProgressView {
  readonly read: number;
  readonly size: number;
  readonly lines: number;
}

export interface DraftInput {
  readonly label: string;
  readonly rules: readonly RateLimitRule[];
}

interface ReplayState {
  readonly own: OwnAddresses | undefined;
  readonly ownError: Failure | undefined;
  readonly log: LogChoice | undefined;
  /** Copying a picked file to browser mode's staging area: bytes copied of the total. */
  readonly staging: { readonly copied: number; readonly total: number } | undefined;
  readonly running: { readonly replayId: string; readonly progress: ReplayProgressView | undefined } | undefined;
  readonly report: ReplayReport | undefined;
  readonly error: Failure | undefined;
  readonly cancelled: boolean;
  /** The id of the zone rule to compare the draft with, SECOND_DRAFT, or undefined. */
  readonly compareWith: string | undefined;
  /** The second draft's fields while compareWith is SECOND_DRAFT. */
  readonly secondDraft: RuleForm | undefined;
  /** How long a replay may run before it stops (the creator's setting, within REPLAY_TIME_LIMIT_SECONDS). */
  readonly timeLimitSeconds: number;

  loadOwn: () => Promise<void>;
  saveOwn: (addresses: readonly string[]) => Promise<boolean>;
  pickFile: (file: File) => Promise<LogChoice | undefined>;
  chooseDemoSample: () => LogChoice;
  setCompareWith: (ruleId: string | undefined) => void;
  /** Compares with a second draft, which starts as a copy of `draft` (so that one change shows its effect). */
  compareWithSecondDraft: (draft: RuleForm) => void;
  updateSecondDraft: (patch: Partial<RuleForm>) => void;
  setTimeLimit: (seconds: number) => void;
  replay: (log: LogChoice, host: string, drafts: readonly DraftInput[]) => Promise<void>;
  cancel: () => Promise<void>;
}

/** A zone rule as the replay sends it: only the fields the contract's rule schema takes, enabled. */
export function ruleOfView(view: RuleView): RateLimitRule {
  return { ...editableFields(view), enabled: true };
}

const newReplayId = (): string => crypto.randomUUID();

/** compareWith's value for a second draft typed beside the replay (rule ids are 32 hex digits). */
export const SECOND_DRAFT = 'second-draft';

/** What a second draft is called when its description is empty. */
/** The second draft's name until the creator gives it one (its column's heading); English here, said in the language in force. */
export const SECOND_DRAFT_LABEL = 'Second draft';

function secondDraftName(): string {
  return currentIntl().formatMessage(SECOND.legend);
}

export const useReplay = create<ReplayState>((set, get) => ({
  own: undefined,
  ownError: undefined,
  log: undefined,
  staging: undefined,
  running: undefined,
  report: undefined,
  error: undefined,
  cancelled: false,
  compareWith: undefined,
  secondDraft: undefined,
  timeLimitSeconds: REPLAY_TIME_LIMIT_SECONDS.default,

  async loadOwn() {
    try {
      set({ own: await desk.call('rateLimits.ownAddresses'), ownError: undefined });
    } catch (error) {
      set({ ownError: failureOf(error) });
    }
  },

  async saveOwn(addresses) {
    try {
      set({ own: await desk.call('rateLimits.setOwnAddresses', { addresses: [...addresses] }), ownError: undefined });
      return true;
    } catch (error) {
      set({ ownError: failureOf(error) });
      return false;
    }
  },

  async pickFile(file) {
    set({ error: undefined, staging: undefined });
    try {
      let source: UploadSource;
      if (desk.pathForFile) source = { kind: 'path', path: desk.pathForFile(file) };
      else {
        set({ staging: { copied: 0, total: file.size } });
        const stagingId = await stageFile(file, {
          // A log is text or gzip; what it holds is for the replay to say, line by line.
          check: () => undefined,
          onProgress: (copied, total) => set({ staging: { copied, total } }),
        });
        source = { kind: 'staged', stagingId };
      }
      const log: LogChoice = { kind: 'file', name: file.name, source };
      set({ log, staging: undefined });
      return log;
    } catch (error) {
      set({ staging: undefined, error: failureOf(error) });
      return undefined;
    }
  },

  chooseDemoSample() {
    const log: LogChoice = { kind: 'demo-sample', name: currentIntl().formatMessage(REVIEW_REPLAY.demoLog) };
    set({ log });
    return log;
  },

  setCompareWith(ruleId) {
    set({ compareWith: ruleId });
  },

  compareWithSecondDraft(draft) {
    // A second draft already typed is kept when the creator goes back to it.
    set({ compareWith: SECOND_DRAFT, secondDraft: get().secondDraft ?? { ...draft, description: secondDraftName() } });
  },

  updateSecondDraft(patch) {
    const current = get().secondDraft;
    if (current) set({ secondDraft: { ...current, ...patch } });
  },

  setTimeLimit(seconds) {
    if (!Number.isFinite(seconds)) return;
    const { min, max } = REPLAY_TIME_LIMIT_SECONDS;
    set({ timeLimitSeconds: Math.min(max, Math.max(min, Math.round(seconds))) });
  },

  async replay(log, host, drafts) {
    const replayId = newReplayId();
    // The last report goes: it was of another log or another draft, and a cancel must not leave it looking current.
    set({ running: { replayId, progress: undefined }, report: undefined, error: undefined, cancelled: false, log });
    try {
      const answer = await desk.call('rateLimits.replayLog', {
        replayId,
        log: log.kind === 'demo-sample' ? { kind: 'demo-sample' } : log.source,
        host,
        timeLimitSeconds: get().timeLimitSeconds,
        drafts: drafts.map((d) => ({ label: d.label, rules: [...d.rules] })),
      });
      if (get().running?.replayId !== replayId) return;
      if (answer.outcome === 'done') set({ running: undefined, report: answer.report });
      else set({ running: undefined, cancelled: true });
    } catch (error) {
      if (get().running?.replayId === replayId) set({ running: undefined, error: failureOf(error) });
    }
  },

  async cancel() {
    const running = get().running;
    if (!running) return;
    try {
      await desk.call('rateLimits.cancelReplay', { replayId: running.replayId });
    } catch (error) {
      set({ error: failureOf(error) });
    }
  },
}));

/** Progress of the running replay while the panel is shown; answers how to stop listening. */
export function subscribeReplayEvents(): () => void {
  return desk.on('rateLimits.replayProgress', ({ replayId, read, size, lines }) => {
    const running = useReplay.getState().running;
    if (running?.replayId === replayId) useReplay.setState({ running: { replayId, progress: { read, size, lines } } });
  });
}
