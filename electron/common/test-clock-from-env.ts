// Imported first by browser mode's host and the emulator's CLI, before any module reads the clock, and by vitest's
// setup: DESK_TEST_NOW (an ISO instant) starts the process's Date there (test-clock.ts). Unset, nothing changes.
import { shiftedDate, testClockOffset } from './test-clock';

// Once per process: vitest runs its setup again for each file of a shared worker.
const applied = Symbol.for('channel-desk.test-clock');
const marks = globalThis as { [applied]?: true };
const offset = testClockOffset(process.env.DESK_TEST_NOW, Date.now(), process.env.DESK_TEST_NOW_SET_AT);
if (offset !== undefined && !marks[applied]) {
  globalThis.Date = shiftedDate(Date, offset);
  marks[applied] = true;
}
