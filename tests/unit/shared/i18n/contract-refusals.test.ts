// The contract's refusals beyond shapes (upload settings, the bandwidth schedule, attachments, scheduled changes, a
// bulk operation, a translation's language) carry their catalogue message, so the router and the forms say them in
// the creator's language; their English stays on the issue for logs.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bulkOperationSchema } from '../../../../shared/bulk/bulk-operation';
import { intlFor } from '../../../../shared/i18n/catalogue';
import type { AppLocale } from '../../../../shared/i18n/locales';
import { saidIssueText } from '../../../../shared/i18n/said-issue';
import { languageCodeSchema } from '../../../../shared/library/video-texts';
import { uploadGoLiveSchema } from '../../../../shared/schedule/upload-change';
import { bandwidthWindowSchema } from '../../../../shared/uploads/bandwidth';
import { attachmentsInputSchema } from '../../../../shared/uploads/upload-attachments';
import { uploadSettingsPatchSchema } from '../../../../shared/uploads/upload-settings';
import { emptyDraft, templateDraftSchema, templateIssueMessage } from '../../../../shared/series/template';

function said(schema: z.ZodType, value: unknown, locale: AppLocale): (string | undefined)[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return parsed.error.issues.map((issue) => saidIssueText(issue, intlFor(locale)));
}

describe("the contract's refusals", () => {
  it('are said in German', () => {
    expect(said(uploadSettingsPatchSchema, { chunkSize: 300_000 }, 'de')).toEqual([
      'Die Blockgröße muss ein Vielfaches von 256 KiB (262.144 Byte) sein.',
    ]);
    expect(said(uploadSettingsPatchSchema, { retryBaseMs: 9_000, retryCapMs: 1_000 }, 'de')).toEqual([
      'Die erste Wartezeit darf die längste nicht überschreiten.',
    ]);
    expect(said(bandwidthWindowSchema, { from: 0, to: 60, days: [1, 1], bytesPerSecond: null }, 'de')).toContain(
      'Ein Tag ist doppelt aufgeführt.',
    );
    const playlist = { id: 'PLabcdef', title: 'Vlogs' };
    expect(said(attachmentsInputSchema, { playlists: [playlist, playlist] }, 'de')).toEqual([
      'Eine Playlist kann nur einmal ausgewählt werden.',
    ]);
    expect(said(uploadGoLiveSchema, { playlists: [], comment: '  ' }, 'de')).toEqual(['Schreibe den Kommentar.']);
    expect(said(uploadGoLiveSchema, { playlists: [], description: 'x'.repeat(5_001) }, 'de')).toEqual([
      'Eine Beschreibung hat höchstens 5.000 Zeichen.',
    ]);
    expect(said(languageCodeSchema, 'Deutsch', 'de')).toEqual(['Eine Sprache ist ein Code wie de, pt-PT oder es-419.']);
  });

  it('are said in Japanese', () => {
    const replace = { kind: 'replace', fields: [], find: '', replace: '', regex: false, matchCase: false };
    expect(said(bulkOperationSchema, replace, 'ja')).toEqual([
      'タイトル、説明、またはその両方を選んでください。',
      '検索する文字列を入力してください。',
    ]);
    expect(said(bulkOperationSchema, { kind: 'set', values: { categoryId: 'music' } }, 'ja')).toEqual([
      'カテゴリは数値の ID で指定します。',
    ]);
    expect(said(bulkOperationSchema, { kind: 'set', values: {} }, 'ja')).toEqual([
      '設定する値を 1 つ以上選んでください。',
    ]);
    expect(said(uploadGoLiveSchema, { playlists: [], comment: 'x'.repeat(2_001) }, 'ja')).toEqual([
      'コメントは 2,000 文字以内にしてください。',
    ]);
  });

  it("say a template's refusals in the router's language as the form does", () => {
    const draft = { ...emptyDraft('Europe/Berlin'), name: ' ', title: 'Episode {n}', recordingDate: '2026-02-30' };
    expect(said(templateDraftSchema, draft, 'de')).toEqual([
      'Gib der Vorlage einen Namen.',
      'Diesen Tag gibt es nicht.',
    ]);
    const parsed = templateDraftSchema.safeParse({ ...draft, recordingDate: '30.02.2026', title: ' ' });
    const ja = intlFor('ja');
    const words = parsed.error!.issues.map((issue) => [
      saidIssueText(issue, ja),
      templateIssueMessage(issue, draft, ja),
    ]);
    // The form (templateIssueMessage) and the router (saidIssueText) say the same words.
    for (const [router, form] of words) expect(router).toBe(form);
    expect(words.map(([router]) => router)).toEqual([
      'テンプレートに名前を付けてください。',
      'タイトルは必須です。',
      '日付は YYYY-MM-DD の形式で入力してください。',
      'その日付は存在しません。',
    ]);
  });

  it('keep their English on the issue', () => {
    const parsed = bulkOperationSchema.safeParse({ kind: 'set', values: { categoryId: 'music' } });
    expect(parsed.error?.issues[0]?.message).toBe('A category is a numeric id.');
  });
});
