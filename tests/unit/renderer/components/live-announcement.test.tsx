// A failed load with its retry, and the live region a screen's changes are read out from.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LiveAnnouncement } from '../../../../renderer/components/LiveAnnouncement';
import { RetryError } from '../../../../renderer/components/RetryError';

describe('RetryError', () => {
  it('is an alert with the message and the retry, "Try again" unless named', () => {
    const html = renderToStaticMarkup(<RetryError message="Offline." onRetry={() => undefined} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('<span>Offline.</span>');
    expect(html).toContain('>Try again</button>');
    expect(html).not.toContain('disabled');
    const named = renderToStaticMarkup(
      <RetryError message="Offline." retryLabel="Reload sections" onRetry={() => undefined} disabled />,
    );
    expect(named).toContain('disabled="">Reload sections</button>');
  });
});

describe('LiveAnnouncement', () => {
  it('is a polite live region, present even when there is nothing to say', () => {
    expect(renderToStaticMarkup(<LiveAnnouncement text={undefined} testId="x" />)).toBe(
      '<p class="visually-hidden" aria-live="polite" data-testid="x"></p>',
    );
    expect(renderToStaticMarkup(<LiveAnnouncement text="Moved." testId="x" />)).toContain('>Moved.</p>');
  });
});
