// The notice region exists before the first notice (a screen reader announces changes only to a region it already
// knows), errors land in the alert region and the rest in the polite status region, and each dismiss button names
// the notice it closes.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { UPLOAD_FAILURES } from '../../../../electron/uploads/engine/engine-messages';
import { english, inLanguage } from '../../../support/intl';
import { noticeDismissLabel } from '../../../../renderer/app/notice-dismiss-label';
import { NoticeRegion, NoticeRegionView } from '../../../../renderer/app/NoticeRegion';
import type { Notice } from '../../../../renderer/stores/notice-store';

/** The inner HTML of the element that opens with `opening`, up to the next region or the end. */
function region(html: string, opening: string): string {
  const start = html.indexOf(opening);
  expect(start, `${opening} is in the page`).toBeGreaterThanOrEqual(0);
  const rest = html.slice(start + opening.length);
  const end = rest.indexOf('<div role=');
  return end < 0 ? rest : rest.slice(0, end);
}

const ALERT = '<div role="alert" class="notice-list">';
const STATUS = '<div role="status" aria-live="polite" class="notice-list">';

describe('NoticeRegion', () => {
  it('renders both live regions, empty, before any notice', () => {
    const html = renderToStaticMarkup(inLanguage(<NoticeRegion />));
    expect(html).toContain(`${ALERT}</div>`);
    expect(html).toContain(`${STATUS}</div>`);
  });

  it('puts errors in the alert region and warnings and information in the status region', () => {
    const notices: Notice[] = [
      { id: 1, level: 'warning', message: 'The upload queue file could not be fully read.' },
      { id: 2, level: 'error', message: 'The account was signed out: the service endpoints changed.' },
      { id: 3, level: 'info', message: 'Demo workspace ready.' },
    ];
    const html = renderToStaticMarkup(inLanguage(<NoticeRegionView notices={notices} onDismiss={() => undefined} />));
    const alerts = region(html, ALERT);
    const statuses = region(html, STATUS);
    expect(alerts).toContain('The account was signed out');
    expect(alerts).not.toContain('queue file');
    expect(statuses).toContain('The upload queue file could not be fully read.');
    expect(statuses).toContain('Demo workspace ready.');
    expect(statuses).not.toContain('signed out');
    expect(html).toContain('aria-label="Dismiss: The account was signed out: the…"');
    expect(html).toContain('aria-label="Dismiss: Demo workspace ready."');
  });
});

describe('a notice kept as a line', () => {
  it('is said in the language of the page, written in English; one without a line shows its words as they are', () => {
    const notices: Notice[] = [
      {
        id: 1,
        level: 'info',
        message: 'The upload session of "take.mp4" expired, so it starts again from the beginning.',
        line: { id: UPLOAD_FAILURES.sessionRestarts.id!, values: { file: 'take.mp4' } },
      },
      { id: 2, level: 'warning', message: 'Words kept by an older version.' },
      { id: 3, level: 'warning', message: 'Words of a damaged line.', line: { id: 'no.such.message' } },
    ];
    const html = renderToStaticMarkup(
      inLanguage(<NoticeRegionView notices={notices} onDismiss={() => undefined} />, 'de'),
    );
    const german = intlFor('de').formatMessage(UPLOAD_FAILURES.sessionRestarts, { file: 'take.mp4' });
    expect(german).not.toBe(notices[0]!.message);
    expect(html).toContain(escaped(german));
    expect(html).not.toContain('expired, so');
    expect(html).toContain('Words kept by an older version.');
    expect(html).toContain('Words of a damaged line.');
    expect(html).not.toContain('no.such.message');
  });
});

/** Text as renderToStaticMarkup writes it. */
function escaped(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

describe('noticeDismissLabel', () => {
  it('names the notice by its first six words and marks a cut', () => {
    expect(noticeDismissLabel('Upload failed.', english)).toBe('Dismiss: Upload failed.');
    expect(noticeDismissLabel('  one two  three four five six seven ', english)).toBe(
      'Dismiss: one two three four five six…',
    );
    expect(noticeDismissLabel('one two three four five six', english)).toBe('Dismiss: one two three four five six');
  });
});
