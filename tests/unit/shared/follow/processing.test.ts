import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { isSettled, processingSentence, studioChecklist } from '../../../../shared/follow/processing';

const english = intlFor('en');
const german = intlFor('de');
const japanese = intlFor('ja');

describe('processing views', () => {
  it('says where a video stands, in words, with the platform reason kept raw beside them', () => {
    expect(processingSentence({ state: 'uploaded', fraction: 0.427 }, english)).toBe(
      'The platform is preparing the video: 42% done.',
    );
    // Beside the badge "Processed": the sentence does not say it again.
    expect(processingSentence({ state: 'processed' }, english)).toBe('Ready to watch on the platform.');
    expect(processingSentence({ state: 'failed', reason: 'codec' }, english)).toBe(
      'The platform could not process it: its codec is not supported (codec).',
    );
    expect(processingSentence({ state: 'rejected', reason: 'brandNew' }, english)).toBe(
      'The platform refused it: a reason the app does not know (brandNew).',
    );
  });

  it('stops following at every end but "uploaded", and links the studio page for what the API cannot do', () => {
    expect(isSettled('uploaded')).toBe(false);
    expect(isSettled('rejected')).toBe(true);
    expect(studioChecklist('abc_DEF-123', english).map((item) => item.url)).toEqual([
      'https://studio.youtube.com/video/abc_DEF-123/edit',
      'https://studio.youtube.com/video/abc_DEF-123/edit',
    ]);
  });

  it('says it in German and Japanese, the percent and the reason in their words, the raw code kept', () => {
    expect(processingSentence({ state: 'uploaded', fraction: 0.427 }, german)).toBe(
      'Die Plattform verarbeitet das Video: 42\u00a0% erledigt.',
    );
    expect(processingSentence({ state: 'rejected', reason: 'duplicate' }, german)).toBe(
      'Die Plattform hat es abgelehnt: Duplikat eines bereits hochgeladenen Videos (duplicate).',
    );
    expect(processingSentence({ state: 'failed', reason: 'brandNew' }, german)).toBe(
      'Die Plattform konnte es nicht verarbeiten: ein Grund, den die App nicht kennt (brandNew).',
    );
    expect(processingSentence({ state: 'uploaded', fraction: 0.427 }, japanese)).toBe(
      'プラットフォームで動画を処理しています: 42% 完了。',
    );
    expect(processingSentence({ state: 'failed', reason: 'codec' }, japanese)).toBe(
      'プラットフォームで処理できませんでした: コーデックがサポートされていません（codec）。',
    );
    expect(studioChecklist('v1', german).map((item) => item.label)).toEqual([
      'Abspann hinzufügen',
      'Infokarten hinzufügen',
    ]);
    expect(studioChecklist('v1', japanese).map((item) => item.label)).toEqual(['終了画面を追加', 'カードを追加']);
  });
});
