// The details form reads no store: the screen hands it the platform's categories, and a failure to read them is a
// failure line by kind (a dropped connection offers to read them again; the form stays usable without them).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formFromMetadata } from '../../../../renderer/components/metadata-form';
import { VideoDetailsFields, type CategoryChoices } from '../../../../renderer/components/VideoDetailsFields';
import { DeskCallError } from '../../../../renderer/desk/desk-client';
import { failureOf } from '../../../../renderer/desk/failure';

const form = formFromMetadata({
  snippet: { title: 'Intro', categoryId: '22' },
  status: { privacyStatus: 'private' },
});

function fields(categories: CategoryChoices): string {
  return renderToStaticMarkup(
    <VideoDetailsFields form={form} problems={{}} onChange={() => undefined} categories={categories} />,
  );
}

describe('VideoDetailsFields', () => {
  it('lists the categories the screen passes, with the chosen one selected', () => {
    const html = fields({
      categories: [
        { id: '22', title: 'People & Blogs' },
        { id: '27', title: 'Education' },
      ],
      failure: undefined,
      retry: () => undefined,
    });
    expect(html).toContain('<option value="22" dir="auto" selected="">People &amp; Blogs</option>');
    expect(html).toContain('>Education</option>');
    expect(html).not.toContain('role="alert"');
  });

  it('says the categories could not be loaded by kind, and keeps the chosen one', () => {
    const dropped = failureOf(new DeskCallError({ code: 'network', message: 'The service could not be reached.' }));
    const html = fields({ categories: undefined, failure: dropped, retry: () => undefined });
    expect(html).toContain('The categories could not be loaded: The service could not be reached.');
    expect(html).toContain('>Load the categories again</button>');
    expect(html).toContain('<option value="22" selected="">Category 22</option>');

    const signedOut = failureOf(new DeskCallError({ code: 'not-signed-in', message: 'Sign in first.' }));
    expect(fields({ categories: undefined, failure: signedOut, retry: () => undefined })).not.toContain(
      'Load the categories again',
    );
  });
});
