import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_EXAMPLES } from '../../../../../electron/emulator/rulesets/seed';
import {
  DEMO_BLOCKED,
  DEMO_OWN_ADDRESSES,
  demoSampleLog,
} from '../../../../../electron/rate-limits/replay/demo-sample-log';
import { parseLogLine } from '../../../../../shared/rate-limits/access-log/log-format';
import { LogReplay } from '../../../../../shared/rate-limits/log-replay';
import type { RateLimitRule } from '../../../../../shared/rate-limits/rule-model';

function replayDemo(rule: RateLimitRule) {
  const replay = new LogReplay([{ label: 'Demo', rules: [rule] }], {
    fileName: 'demo.log',
    defaultHost: 'creator-blog.example',
    ownAddresses: DEMO_OWN_ADDRESSES,
  });
  for (const text of demoSampleLog().trimEnd().split('\n')) {
    const line = replay.countLine();
    const parsed = parseLogLine('combined', text, 'creator-blog.example');
    if (parsed.ok) replay.add(parsed.record);
    else replay.bad(line, parsed.reason, text);
  }
  return replay.report('combined');
}

const [login, api] = DEMO_EXAMPLES.rules as unknown as [RateLimitRule, RateLimitRule];

describe('the demo sample log', () => {
  it('is the same text on every machine (a fixed seed; a change to it shows here)', () => {
    expect(createHash('sha256').update(demoSampleLog()).digest('hex')).toBe(
      'dba82928b8ad21d43c4e8ca6e9e91c92df17dc12f78cdbfcc4399340cb8eebe7',
    );
  });

  it('against the sign-in rule: the two password guessers and the mistyping reader, flagged as a visitor', () => {
    const report = replayDemo(login);
    const draft = report.drafts[0]!;
    expect(draft.topClients.map((c) => c.key)).toEqual([...DEMO_BLOCKED.guessers, DEMO_BLOCKED.mistyping]);
    expect(draft.hints.map((h) => [h.kind, h.client])).toEqual([['visitor-like', DEMO_BLOCKED.mistyping]]);
    expect(report.badLineCount).toBe(1);
  });

  it('against the API rule: the scraper, Googlebot (flagged) and the creator own address (flagged)', () => {
    const draft = replayDemo(api).drafts[0]!;
    expect(new Set(draft.topClients.map((c) => c.key))).toEqual(
      new Set([DEMO_BLOCKED.scraper, DEMO_BLOCKED.crawler, DEMO_BLOCKED.own]),
    );
    expect(draft.hints.map((h) => [h.kind, h.client])).toEqual([
      ['own-address', DEMO_BLOCKED.own],
      ['crawler', DEMO_BLOCKED.crawler],
    ]);
  });
});
