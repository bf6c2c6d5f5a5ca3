// The altered or synthetic content question: nothing chosen until the creator answers (no answer is never "no"),
// the platform's words for what it covers and does not, and the answer handed to the screen.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SyntheticMediaQuestion } from '../../../../renderer/components/SyntheticMediaQuestion';
import { SYNTHETIC_MEDIA_WORDS } from '../../../../shared/uploads/synthetic-media';

const render = (value: boolean | undefined, problem?: string) =>
  renderToStaticMarkup(
    <SyntheticMediaQuestion
      group="q"
      value={value}
      onChange={() => undefined}
      {...(problem === undefined ? {} : { problem })}
    />,
  );

describe('SyntheticMediaQuestion', () => {
  it('checks nothing and says so while unanswered', () => {
    const html = render(undefined);
    expect(html).not.toContain('checked');
    expect(html).toContain(SYNTHETIC_MEDIA_WORDS.unanswered);
    expect(html).toContain(SYNTHETIC_MEDIA_WORDS.question);
  });

  it('checks the answer given, yes or no, and no longer says it is unanswered', () => {
    for (const [answer, checkedValue] of [
      [true, 'yes'],
      [false, 'no'],
    ] as const) {
      const html = render(answer);
      expect(html).toMatch(new RegExp(`checked="" value="${checkedValue}"`));
      expect(html.match(/checked=""/g)).toHaveLength(1);
      expect(html).not.toContain(SYNTHETIC_MEDIA_WORDS.unanswered);
    }
  });

  it('says what the question covers and does not, links the help page, and shows a problem', () => {
    const html = render(undefined, 'Answer this before the upload can go.');
    for (const item of SYNTHETIC_MEDIA_WORDS.covers) expect(html).toContain(item);
    expect(html).toContain('animation, fantasy');
    expect(html).toContain('https://support.google.com/youtube/answer/14328491');
    expect(html).toContain('Answer this before the upload can go.');
  });

  it('offers "not answered" as a choice of its own where an answer is optional, checked while none is given', () => {
    const optional = (value: boolean | undefined) =>
      renderToStaticMarkup(
        <SyntheticMediaQuestion
          group="t"
          value={value}
          onChange={() => undefined}
          unanswered={{ label: 'Not answered here', onChoose: () => undefined }}
        />,
      );
    const open = optional(undefined);
    expect(open).toMatch(/checked="" value=""/);
    expect(open).toContain('Not answered here');
    // The third radio says it: the "not answered yet" line would say it twice.
    expect(open).not.toContain(SYNTHETIC_MEDIA_WORDS.unanswered);
    expect(optional(true)).toMatch(/checked="" value="yes"/);
    expect(optional(true).match(/checked=""/g)).toHaveLength(1);
  });
});
