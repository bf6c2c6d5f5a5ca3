// The one file picker (images, caption files) and what it says about a file given to it.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FilePicker } from '../../../../renderer/components/FilePicker';
import { PickFeedback } from '../../../../renderer/components/PickFeedback';

describe('FilePicker', () => {
  it('is a label around a hidden file input with a face of its own, so a click, Enter or Space opens the chooser', () => {
    const html = renderToStaticMarkup(
      <FilePicker
        accept=".srt,.vtt"
        label="Drop a caption file here"
        hint="SRT or WebVTT."
        onFile={() => undefined}
        testId="caption-file"
        dropTestId="caption-drop"
      />,
    );
    expect(html).toMatch(
      /^<label class="file-drop" data-testid="caption-drop"><input type="file" class="visually-hidden" accept=".srt,.vtt"/,
    );
    // The browser's "Choose File / No file chosen" is hidden; the app's own words stand in for it.
    expect(html).toContain('<span class="file-drop-button" aria-hidden="true">Choose a file…</span>');
    expect(html).toContain('data-testid="caption-file"');
    expect(html).toContain('Drop a caption file here');
    expect(html).toContain('SRT or WebVTT.');
    expect(html).not.toContain('disabled');
  });

  it('is disabled while the panel is busy', () => {
    const html = renderToStaticMarkup(
      <FilePicker accept="image/png" label="Drop" hint="PNG" disabled onFile={() => undefined} />,
    );
    expect(html).toContain('disabled=""');
  });
});

describe('PickFeedback', () => {
  it('says nothing when no file is being checked and none was refused', () => {
    expect(renderToStaticMarkup(<PickFeedback checking={false} checkingText="Checking…" problems={[]} />)).toBe('');
  });

  it('says a file is being checked, then each problem of a refused one as an alert', () => {
    expect(renderToStaticMarkup(<PickFeedback checking checkingText="Checking…" problems={[]} />)).toBe(
      '<p role="status">Checking…</p>',
    );
    const html = renderToStaticMarkup(
      <PickFeedback checking={false} checkingText="Checking…" problems={['Too small.', 'Not 16:9.']} testId="x" />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('data-testid="x"');
    expect(html.match(/<p class="error">/g)).toHaveLength(2);
  });
});
