// A bulk edit's results say each video's reason in the page's language: a line kept by the main process is said at
// each rendering (a language switch follows), and the words of a job saved before lines were kept are shown as they are.
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { BulkJobView } from '../../../../../../shared/bulk/bulk-job';
import { messagesFor } from '../../../../../../shared/i18n/catalogue';
import type { AppLocale } from '../../../../../../shared/i18n/locales';
import { BulkJobResult } from '../../../../../../renderer/screens/library/bulk/BulkJobResult';

const JOB: BulkJobView = {
  id: 'job-1',
  kind: 'edit',
  status: 'done',
  undoable: false,
  run: 'run-1',
  seq: 3,
  items: [
    {
      id: 'aaaaaaaaaa1',
      state: 'failed',
      line: { id: 'library.bulk.item.triedTimes', values: { reason: 'Backend error.', tries: 4 } },
    },
    {
      id: 'aaaaaaaaaa2',
      state: 'changedElsewhere',
      line: {
        id: 'library.bulk.item.changedElsewhere',
        values: { fields: { list: [{ id: 'schedule.field.title' }, { id: 'schedule.field.tags' }] } },
      },
    },
    // Saved by an older version: its words alone.
    { id: 'aaaaaaaaaa3', state: 'failed', message: 'Backend error. (tried 4 times)' },
  ],
};

function draw(locale: AppLocale): string[] {
  const html = renderToStaticMarkup(
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <BulkJobResult
        job={JOB}
        titles={new Map()}
        busy={false}
        onUndo={() => undefined}
        onResume={() => undefined}
        onPause={() => undefined}
      />
    </IntlProvider>,
  );
  return [...html.matchAll(/<span class="muted">(.*?)<\/span>/g)].map((match) => match[1]!);
}

describe("BulkJobResult's reasons", () => {
  it('says the lines in German, and older words as they are', () => {
    // Failed videos come first (changes-first.ts).
    expect(draw('de')).toEqual([
      '– Backend error. (4 Versuche)',
      '– Backend error. (tried 4 times)',
      '– Seit der Vorschau anderswo geändert (Titel, Tags); unverändert gelassen.',
    ]);
  });

  it('says the lines in Japanese', () => {
    const said = draw('ja');
    expect(said[0]).toBe('— Backend error.（4 回試行）');
    expect(said[2]).toBe('— プレビュー後に別の場所で変更されました（タイトル、タグ）。そのままにしています。');
  });
});
