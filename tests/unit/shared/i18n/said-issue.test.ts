// Refusals that carry the catalogue's message on their zod issue (shared/i18n/said-issue.ts): a video's translations
// over the limit and a publish slot rule's problems are said in German and Japanese wherever they are shown, the
// issue's own message staying English for logs.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { saidIssueText } from '../../../../shared/i18n/said-issue';
import { LOCALIZATIONS_MAX, localizationsSchema } from '../../../../shared/library/video-texts';
import { slotRuleSchema } from '../../../../shared/series/publish-slots';

function issuesOf(schema: z.ZodType, value: unknown): z.core.$ZodIssue[] {
  const parsed = schema.safeParse(value);
  expect(parsed.success).toBe(false);
  return parsed.error!.issues;
}

const saidIn = (locale: 'de' | 'ja', issues: readonly z.core.$ZodIssue[]) =>
  issues.map((issue) => saidIssueText(issue, intlFor(locale)));

describe('a refusal that carries its message', () => {
  it("says a video's translations over the limit in German and Japanese", () => {
    // 101 codes of three letters (aaa, aab…), each a well-formed language.
    const letter = (n: number) => String.fromCharCode(97 + (n % 26));
    const codes = Array.from({ length: LOCALIZATIONS_MAX + 1 }, (_, n) => `a${letter(Math.floor(n / 26))}${letter(n)}`);
    const many = Object.fromEntries(codes.map((code) => [code, { title: 'T', description: '' }]));
    const issues = issuesOf(localizationsSchema, many);
    expect(issues.map((issue) => issue.message)).toEqual(['A video has at most 100 translations; remove some.']);
    expect(saidIn('de', issues)).toEqual(['Ein Video hat höchstens 100 Übersetzungen; entferne einige.']);
    expect(saidIn('ja', issues)).toEqual(['動画の翻訳は 100 件までです。いくつか削除してください。']);
  });

  it("says a publish slot rule's problems in German and Japanese", () => {
    const weekly = { kind: 'weekly', zone: 'Mars/Olympus', days: [1, 1], times: ['24:00'] };
    expect(saidIn('de', issuesOf(slotRuleSchema, weekly))).toEqual([
      'Diese Zeitzone kennt dieser Computer nicht (z. B. Europe/Berlin).',
      'Ein Tag ist doppelt aufgeführt.',
      'Schreib eine Uhrzeit als HH:MM, von 00:00 bis 23:59.',
    ]);
    const empty = { kind: 'weekly', zone: 'Asia/Tokyo', days: [], times: [] };
    expect(saidIn('ja', issuesOf(slotRuleSchema, empty))).toEqual([
      '曜日を 1 つ以上選んでください。',
      '時刻を 1 つ以上入力してください。',
    ]);
    const every = { kind: 'every', zone: 'UTC', hours: 6, from: 'morgen' };
    expect(saidIn('de', issuesOf(slotRuleSchema, every))).toEqual(['Gib den ersten Termin als Datum mit Uhrzeit an.']);
  });

  it("has no words for zod's own checks, which their callers know by code", () => {
    const issues = issuesOf(slotRuleSchema, { kind: 'every', zone: 'UTC', hours: 0, from: '2027-01-01T09:00' });
    expect(saidIn('de', issues)).toEqual([undefined]);
  });
});
