// The catalogue calls' inputs as both hosts validate them before the store sees them: filters bounded and free of
// control characters, days as YYYY-MM-DD, only the known visibilities, answers and sort columns, strict keys, and
// reads of details bounded to 500 ids of the platform's alphabet.
import { describe, expect, it } from 'vitest';
import { catalogueCalls } from '../../../../shared/ipc/catalogue';

const query = catalogueCalls['catalogue.query'].input;
const videos = catalogueCalls['catalogue.videos'].input;
const sync = catalogueCalls['catalogue.sync'].input;

describe('catalogue call inputs', () => {
  it('takes every filter, a sort and the moment', () => {
    const asked = {
      filter: {
        text: 'drone lisbon',
        description: 'gear.example.com',
        visibility: ['public', 'scheduled'],
        from: '2020-01-01',
        to: '2024-12-31',
        altered: 'unanswered',
        captions: 'yes',
      },
      sort: { key: 'views', direction: 'descending' },
      now: 1_765_000_000_000,
    };
    expect(query.parse(asked)).toEqual(asked);
    expect(query.parse({ now: 0 })).toEqual({ filter: {}, now: 0 });
  });

  it('refuses long or control-character words, bad days, unknown choices and keys', () => {
    const bad = [
      { now: 0, filter: { text: 'x'.repeat(201) } },
      { now: 0, filter: { description: 'a\u0000b' } },
      { now: 0, filter: { from: '1/2/2020' } },
      { now: 0, filter: { visibility: ['hidden'] } },
      { now: 0, filter: { altered: 'maybe' } },
      { now: 0, filter: { captions: 'some' } },
      { now: 0, filter: { sql: '1=1' } },
      { now: 0, sort: { key: 'rowid', direction: 'ascending' } },
      { now: 0, sort: { key: 'title', direction: 'up' } },
      { now: -1 },
      {},
    ];
    for (const input of bad) expect(query.safeParse(input).success, JSON.stringify(input)).toBe(false);
  });

  it('reads details of 1 to 500 ids of the platform alphabet', () => {
    expect(videos.safeParse({ ids: ['dQd3moVid01'] }).success).toBe(true);
    expect(videos.safeParse({ ids: [] }).success).toBe(false);
    expect(videos.safeParse({ ids: ["x' OR 1=1"] }).success).toBe(false);
    expect(videos.safeParse({ ids: Array.from({ length: 501 }, () => 'dQd3moVid01') }).success).toBe(false);
  });

  it('syncs quick, by a walk or in full only', () => {
    expect(sync.safeParse({ mode: 'walk' }).success).toBe(true);
    expect(sync.safeParse({ mode: 'everything' }).success).toBe(false);
    expect(sync.safeParse(undefined).success).toBe(false);
  });
});
