// The Calendar screen's store: a move shows at once, keeps the platform's answer when it comes, and is rolled back with
// the platform's reason when refused; a time gone by is refused before anything is sent; a reload while a move is on
// its way keeps the moved time; a move is undone with the same call, back to its time; "spread these" sends the picked
// uploads in time order, then the unplanned ones.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarEntry } from '../../../../../shared/calendar/calendar-entry';
import { PUBLISH_TIME_PASSED } from '../../../../../shared/uploads/publish-time-passed';

const calls: Array<{ name: string; input: unknown }> = [];
let answer: (name: string, input: unknown) => Promise<unknown> = () => new Promise(() => undefined);

vi.mock('../../../../../renderer/desk/desk', () => ({
  desk: {
    call: (name: string, input: unknown) => {
      calls.push({ name, input });
      return answer(name, input);
    },
    on: () => () => undefined,
  },
}));

const { DeskCallError } = await import('../../../../../renderer/desk/desk-client');
const { useCalendar } = await import('../../../../../renderer/screens/calendar/calendar-store');

const DAY = 86_400_000;
const video: CalendarEntry = {
  kind: 'video',
  id: 'dQd3moVid05',
  title: 'Behind the scenes',
  at: Date.now() + 2 * DAY,
  state: 'scheduled',
  movable: true,
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  calls.length = 0;
  useCalendar.setState({
    entries: [video],
    moving: new Set(),
    refusedMove: undefined,
    outcome: undefined,
    lastMove: undefined,
    picked: new Set(),
  });
});

describe('undoing a move', () => {
  it('moves the entry back with the same call, says so, and offers no second undo', async () => {
    answer = (_name, input) => {
      const { publishAt } = input as { publishAt: string };
      return Promise.resolve({ ...video, at: Date.parse(publishAt) });
    };
    const to = video.at + DAY;
    expect(await useCalendar.getState().move(video, to)).toBe(true);
    expect(useCalendar.getState().lastMove).toEqual({ key: 'video:dQd3moVid05', title: video.title, from: video.at });
    expect(await useCalendar.getState().undoMove()).toBe(true);
    expect(calls.map((call) => call.input)).toEqual([
      { kind: 'video', id: video.id, publishAt: new Date(to).toISOString() },
      { kind: 'video', id: video.id, publishAt: new Date(video.at).toISOString() },
    ]);
    expect(useCalendar.getState().entries[0]!.at).toBe(video.at);
    expect(useCalendar.getState().outcome).toMatch(/^Undone: “Behind the scenes” is back at /);
    expect(useCalendar.getState().lastMove).toBeUndefined();
    expect(await useCalendar.getState().undoMove()).toBe(false);
    expect(calls).toHaveLength(2);
  });

  it('keeps the moved time, with the reason, and Undo to try again, when the undo is refused', async () => {
    const to = video.at + DAY;
    answer = () => Promise.resolve({ ...video, at: to });
    await useCalendar.getState().move(video, to);
    answer = () => Promise.reject(new Error('quota'));
    expect(await useCalendar.getState().undoMove()).toBe(false);
    expect(useCalendar.getState().entries[0]!.at).toBe(to);
    expect(useCalendar.getState().refusedMove?.title).toBe(video.title);
    expect(useCalendar.getState().lastMove?.from).toBe(video.at);
  });
});

describe('moving an entry', () => {
  it('shows the new time at once and keeps the answer', async () => {
    const reply = deferred<CalendarEntry>();
    answer = () => reply.promise;
    const to = video.at + DAY;
    const moving = useCalendar.getState().move(video, to);
    expect(useCalendar.getState().entries[0]!.at).toBe(to);
    expect(useCalendar.getState().moving.has('video:dQd3moVid05')).toBe(true);
    expect(calls).toEqual([
      { name: 'calendar.reschedule', input: { kind: 'video', id: video.id, publishAt: new Date(to).toISOString() } },
    ]);
    reply.resolve({ ...video, at: to });
    expect(await moving).toBe(true);
    expect(useCalendar.getState()).toMatchObject({ refusedMove: undefined, moving: new Set() });
    expect(useCalendar.getState().outcome).toContain('“Behind the scenes” now publishes');
  });

  it('rolls back to the time it had, with the platform’s reason, when the move is refused', async () => {
    const reply = deferred<CalendarEntry>();
    answer = () => reply.promise;
    const moving = useCalendar.getState().move(video, video.at + DAY);
    reply.reject(
      new DeskCallError({
        code: 'rejected',
        message: 'The request metadata specifies an invalid scheduled publishing time.',
      }),
    );
    expect(await moving).toBe(false);
    const state = useCalendar.getState();
    expect(state.entries[0]!.at).toBe(video.at);
    expect(state.moving.size).toBe(0);
    expect(state.refusedMove).toMatchObject({
      title: 'Behind the scenes',
      failure: { code: 'rejected', message: 'The request metadata specifies an invalid scheduled publishing time.' },
    });
  });

  it('refuses a time gone by without a call', async () => {
    expect(await useCalendar.getState().move(video, Date.now() - 60_000)).toBe(false);
    expect(calls).toEqual([]);
    expect(useCalendar.getState().entries[0]!.at).toBe(video.at);
    expect(useCalendar.getState().refusedMove?.failure).toMatchObject({
      code: 'invalid-input',
      message: PUBLISH_TIME_PASSED,
    });
  });

  it('keeps the moved time through a reload that answers before the move does', async () => {
    const reply = deferred<CalendarEntry>();
    const to = video.at + DAY;
    answer = (name) =>
      name === 'calendar.reschedule'
        ? reply.promise
        : Promise.resolve({
            entries: [video],
            library: { videosRead: 1, complete: true, readAt: 0, units: 2 },
            unplanned: [],
            unplannedTotal: 0,
          });
    const moving = useCalendar.getState().move(video, to);
    await useCalendar.getState().load();
    expect(useCalendar.getState().entries[0]!.at).toBe(to);
    reply.resolve({ ...video, at: to });
    await moving;
    expect(useCalendar.getState().entries[0]!.at).toBe(to);
  });
});

describe('spread these', () => {
  it('sends the planned uploads picked in time order, then the unplanned in queue order', async () => {
    const planned = (id: string, at: number): CalendarEntry => ({
      kind: 'upload',
      id,
      title: id,
      at,
      state: 'queued',
      movable: true,
    });
    answer = (name) =>
      name === 'calendar.spread'
        ? Promise.resolve({ placed: [], refused: [{ id: 'late', reason: 'Started.' }] })
        : Promise.resolve({
            entries: [planned('late', video.at + DAY)],
            library: { videosRead: 0, complete: true, readAt: 0, units: 1 },
            unplanned: [],
            unplannedTotal: 0,
          });
    useCalendar.setState({
      entries: [planned('late', video.at + DAY), planned('early', video.at), video],
      unplanned: [
        { id: 'bare-1', title: 'bare-1' },
        { id: 'bare-2', title: 'bare-2' },
      ],
      picked: new Set(['bare-2', 'late', 'bare-1', 'early']),
    });
    await useCalendar.getState().spread({ kind: 'every', zone: 'UTC', hours: 6, from: '2030-01-01T09:00' });
    expect(calls[0]).toEqual({
      name: 'calendar.spread',
      input: {
        uploadIds: ['early', 'late', 'bare-1', 'bare-2'],
        rule: { kind: 'every', zone: 'UTC', hours: 6, from: '2030-01-01T09:00' },
      },
    });
    // What was refused stays picked, to try again.
    expect([...useCalendar.getState().picked]).toEqual(['late']);
    expect(useCalendar.getState().outcome).toBe('0 uploads given the next free slots. Started.');
  });
});
