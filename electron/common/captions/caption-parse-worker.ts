// The caption thread's entry: caption tasks in, their results out, one at a time. Kept between files (a thread takes
// a while to start, tsx's longer) and ended by caption-thread.ts when a task runs past its time, or by the runtime
// when it runs past its memory; then nothing of that file stays behind.
import { parentPort } from 'node:worker_threads';
import { holdEveryLocale } from '../../../shared/i18n/every-locale';
import { runCaptionTask, type CaptionTask } from './caption-tasks';

// A task's findings are worded in its locale, whichever it is (a main-process thread holds every language).
holdEveryLocale();

parentPort?.on('message', ({ id, task }: { id: number; task: CaptionTask }) => {
  parentPort?.postMessage({ id, result: runCaptionTask(task) });
});
