// The one form field: whatever describes the input (help, counter, problems) is named by aria-describedby and present
// in the page, and the input is marked invalid exactly while a problem shows.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field } from '../../../../renderer/components/Field';

describe('Field', () => {
  it('labels its input and describes it by help, counter and problems, all present', () => {
    const html = renderToStaticMarkup(
      <Field label="Title" help="Shown on the platform." counter="3 / 100" problems="A title is required.">
        {(a11y) => <input {...a11y} />}
      </Field>,
    );
    const id = /<input id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}">Title</label>`);
    expect(html).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(describedBy).toEqual([`${id}-help`, `${id}-problems`, `${id}-counter`]);
    for (const part of describedBy) expect(html).toContain(`id="${part}"`);
    expect(html).toMatch(/<p class="error field-problem">A title is required\.<\/p>/);
    expect(html).toMatch(/class="muted field-counter error"/);
  });

  it('is valid without problems, keeps the empty problem region, and lists several problems once each', () => {
    const valid = renderToStaticMarkup(<Field label="Tags">{(a11y) => <input {...a11y} />}</Field>);
    expect(valid).not.toContain('aria-invalid');
    expect(valid).toMatch(/<div id="[^"]+-problems" aria-live="polite"><\/div>/);
    expect(valid).not.toContain('-counter');

    const several = renderToStaticMarkup(
      <Field label="Period" problems={['Pick a period.', 'The plan allows 1 minute at most.']}>
        {(a11y) => <select {...a11y} />}
      </Field>,
    );
    expect(several.match(/field-problem/g)).toHaveLength(2);
    expect(several).toContain('aria-invalid="true"');
  });
});
