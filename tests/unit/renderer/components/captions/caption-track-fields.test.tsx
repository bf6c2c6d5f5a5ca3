// The caption track fields both caption forms use: the test ids each form's specs rely on, and each problem said
// beside the field and named by it.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CaptionTrackFields } from '../../../../../renderer/components/captions/CaptionTrackFields';

const caption = { file: new File(['1'], 'studio.es.srt'), format: 'srt' as const, cueCount: 1 };

function render(problems: { language: string | undefined; name: string | undefined }, testIdPrefix = 'caption') {
  return renderToStaticMarkup(
    <CaptionTrackFields
      caption={caption}
      track={{ language: 'es', name: 'Español', isDraft: true }}
      problems={problems}
      onChange={() => undefined}
      disabled={false}
      testIdPrefix={testIdPrefix}
    >
      <button type="button">Send</button>
    </CaptionTrackFields>,
  );
}

describe('CaptionTrackFields', () => {
  it('names the file, its format and cue count, and shows the track as typed with the actions', () => {
    const html = render({ language: undefined, name: undefined });
    expect(html).toContain('data-testid="caption-picked">studio.es.srt</strong>');
    expect(html).toContain('SRT, 1 cue');
    expect(html).toContain('data-testid="caption-language" value="es"/>');
    expect(html).toContain('data-testid="caption-name" value="Español"/>');
    expect(html).toContain('data-testid="caption-draft" checked=""/>');
    expect(html).toContain('<button type="button">Send</button>');
    expect(html).not.toContain('aria-invalid="true"');
  });

  it('gives each form its own test ids', () => {
    const html = render({ language: undefined, name: undefined }, 'caption-attachment');
    expect(html).toContain('data-testid="caption-attachment-language"');
    expect(html).toContain('data-testid="caption-attachment-name"');
    expect(html).not.toContain('data-testid="caption-language"');
  });

  it('says each problem beside its field, marks the field invalid and names the problem from it', () => {
    const html = render({ language: 'Not a tag.', name: 'Too long.' });
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(2);
    for (const [field, text] of [
      ['lang', 'Not a tag.'],
      ['name', 'Too long.'],
    ] as const) {
      const id = new RegExp(`aria-describedby="([^"]+-${field}-error)"`).exec(html)?.[1];
      expect(id).toBeTruthy();
      expect(html).toContain(`id="${id}" class="error">${text}</p>`);
    }
  });
});
