// The Library details' third-party AI training line before it is read: nothing is asked of the platform until the
// creator presses the button, which says the read is free; the channel-wide setting is pointed to in the studio.
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { intlFor, messagesFor } from '../../../../../shared/i18n/catalogue';
import { describe, expect, it, vi } from 'vitest';
import { TrainabilityLine, trainabilityWords } from '../../../../../renderer/screens/library/TrainabilityLine';

// Nothing is called before the button is pressed: a call here fails the test.
vi.mock('../../../../../renderer/desk/desk', () => ({
  desk: {
    call: () => Promise.reject(new Error('called before the creator asked')),
    on: () => () => undefined,
  },
}));

const en = intlFor('en');

describe('TrainabilityLine', () => {
  it('offers the check with its cost and links to the studio, reading nothing yet', () => {
    const html = renderToStaticMarkup(
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <TrainabilityLine videoId="dQd3moVid01" />
      </IntlProvider>,
    );
    expect(html).toContain('Third-party AI training: <span class="muted">not checked yet</span>');
    expect(html).toMatch(
      /<button type="button" class="small" aria-describedby="([^"]+)-cost">Check who may train on it/,
    );
    expect(html).toContain('Checking: free, no quota units');
    expect(html).toContain('href="https://studio.youtube.com/" target="_blank" rel="noopener noreferrer"');
  });

  it("says each answer in a creator's words", () => {
    expect(trainabilityWords({ kind: 'all' }, en)).toBe('All third parties may train');
    expect(trainabilityWords({ kind: 'none' }, en)).toBe('No third party may train');
    expect(trainabilityWords({ kind: 'parties', parties: ['Example Research Lab', 'Sample AI Company'] }, en)).toBe(
      'Only these may train: Example Research Lab, Sample AI Company',
    );
  });
});
