// Keeps the computer awake while uploads run, and does what the creator chose once the queue is done (issue 36).
// The computer is kept awake from the first upload that runs until none runs: at once when nothing is left to start
// (the queue idles, or everything was paused), after a short grace while another upload is queued to start (so the
// hand-over from one upload to the next does not let the computer doze off in between). The app's stop lets it
// sleep too. "When the queue is done" waits for the attachment steps (a thumbnail, playlists) to finish first.
import type { powerCalls } from '../../shared/ipc/power';
import type { PowerState, WhenQueueDone } from '../../shared/desktop/power';
import { noticeMessage, type Feature, type FeatureContext } from '../kernel/feature';
import type { HandlersFor } from '../ipc/handlers';
import type { UploadService } from '../uploads/upload-service';
import type { PowerPort } from './power-port';
import { QueueActivity } from './queue-activity';
import type { MessageDescriptor } from 'react-intl';
import { keepWords } from '../language/say-line';
import { POWER_WORDS } from './power-messages';

export interface WhenQueueDoneSetting {
  read(): WhenQueueDone;
  write(choice: WhenQueueDone): void;
}

/** How long the computer stays awake with an upload queued to start but none running (ms). */
const HAND_OVER_GRACE_MS = 30_000;

const DONE_NOTICE: Record<Exclude<WhenQueueDone, 'nothing'>, MessageDescriptor> = {
  quit: POWER_WORDS.quitting,
  sleep: POWER_WORDS.sleeping,
};

export function createPowerFeature(
  ctx: Pick<FeatureContext, 'events' | 'log'>,
  {
    uploads,
    power: port,
    whenQueueDone: setting,
  }: {
    readonly uploads: Pick<UploadService, 'snapshot' | 'whenIdle'>;
    readonly power: PowerPort;
    readonly whenQueueDone: WhenQueueDoneSetting;
  },
) {
  const activity = new QueueActivity();
  let awake = false;
  /** An upload ran since the queue was last done: its end is worth acting on. */
  let worked = false;
  let stopped = false;
  let grace: NodeJS.Timeout | undefined;
  const unsubscribes: Array<() => void> = [];

  const keepAwake = () => {
    if (awake || !port.keepAwake.can) return;
    awake = true;
    port.preventSleep();
  };
  const letSleep = () => {
    if (grace) clearTimeout(grace);
    grace = undefined;
    if (!awake) return;
    awake = false;
    port.allowSleep();
  };
  const whenDone = async () => {
    const choice = setting.read();
    if (choice === 'nothing') return;
    // A finished video may still have its thumbnail, playlists and captions to add.
    await uploads.whenIdle();
    if (stopped || !activity.isDone || setting.read() !== choice) return;
    const ability = choice === 'quit' ? port.quit : port.sleep;
    if (!ability.can) return;
    ctx.events.emit('app.notice', { level: 'info', ...noticeMessage(keepWords(DONE_NOTICE[choice])) });
    if (choice === 'quit') port.quitApp();
    else port.sleepComputer();
  };
  const follow = () => {
    if (stopped) return;
    if (activity.isRunning) {
      if (grace) clearTimeout(grace);
      grace = undefined;
      worked = true;
      keepAwake();
    } else if (activity.isDue && awake) {
      grace ??= setTimeout(() => {
        grace = undefined;
        if (!activity.isRunning) letSleep();
      }, HAND_OVER_GRACE_MS);
      grace.unref?.();
    } else {
      letSleep();
    }
    if (worked && activity.isDone) {
      worked = false;
      whenDone().catch((error: unknown) => ctx.log('could not act on the finished queue', error));
    }
  };
  const state = (): PowerState => ({
    whenQueueDone: setting.read(),
    keepAwake: port.keepAwake,
    quit: port.quit,
    sleep: port.sleep,
    awake,
  });

  const handlers: HandlersFor<typeof powerCalls> = {
    'power.get': () => state(),
    'power.setWhenQueueDone': (choice) => {
      setting.write(choice);
      return state();
    },
  };
  return {
    handlers,
    start: () => {
      activity.reset(uploads.snapshot().uploads);
      follow();
      unsubscribes.push(
        ctx.events.on('uploads.changed', (change) => {
          if (change.resync) activity.reset(uploads.snapshot().uploads);
          for (const id of change.removed) activity.remove(id);
          for (const { upload } of change.upserts) activity.set(upload.id, upload.state);
          follow();
        }),
      );
      return Promise.resolve();
    },
    stop: () => {
      stopped = true;
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
      letSleep();
      return Promise.resolve();
    },
  } satisfies Feature;
}
