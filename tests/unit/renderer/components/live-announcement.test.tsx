// The live region a screen's changes are read out from.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LiveAnnouncement } from '../../../../renderer/components/LiveAnnouncement';

describe('LiveAnnouncement', () => {
  it('is a polite live region, present even when there is nothing to say', () => {
    expect(renderToStaticMarkup(<LiveAnnouncement text={undefined} testId="x" />)).toBe(
      '<p class="visually-hidden" aria-live="polite" data-testid="x"></p>',
    );
    expect(renderToStaticMarkup(<LiveAnnouncement text="Moved." testId="x" />)).toContain('>Moved.</p>');
  });
});
