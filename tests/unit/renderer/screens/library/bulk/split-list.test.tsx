// A bulk edit's lists at a channel's size: a page of rows at a time and "Show more" for the rest; the folded part
// draws no row until it is opened (a job's view arrives every few videos, and 10,000 rows each time kept the page busy).
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../../../../shared/i18n/catalogue';
import { SPLIT_LIST_PAGE, SplitList } from '../../../../../../renderer/screens/library/bulk/SplitList';

function draw(first: readonly string[], quiet: readonly string[]): string {
  return renderToStaticMarkup(
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <SplitList
        first={first}
        quiet={quiet}
        label="Result"
        quietSummary={`${quiet.length} were already like that`}
        quietLabel="Already like that"
        quietTestId="quiet"
        render={(item) => <li key={item}>{item}</li>}
      />
    </IntlProvider>,
  );
}

const videos = (count: number, prefix: string) => Array.from({ length: count }, (_, n) => `${prefix}${n}`);

describe('SplitList at size', () => {
  it('draws one page of rows and offers the next', () => {
    const html = draw(videos(10_000, 'v'), []);
    expect(html.match(/<li>/g)).toHaveLength(SPLIT_LIST_PAGE);
    expect(html).toContain(`Show ${SPLIT_LIST_PAGE} more (9,800 left)`);
  });

  it('draws a short list whole, with no button', () => {
    const html = draw(videos(12, 'v'), []);
    expect(html.match(/<li>/g)).toHaveLength(12);
    expect(html).not.toContain('Show');
  });

  it('draws a short folded part while closed, as ever', () => {
    const html = draw(videos(3, 'changed'), videos(5, 'same'));
    expect(html.match(/<li>/g)).toHaveLength(8);
  });

  it('draws no row of a long folded part until it is opened', () => {
    const html = draw(videos(3, 'changed'), videos(9_000, 'same'));
    expect(html.match(/<li>/g)).toHaveLength(3);
    expect(html).toContain('9000 were already like that');
    expect(html).not.toContain('same0');
  });
});
