// What the drop zone says before a template drop: the review box wins when ticked; unticked, the template decides.
import { describe, expect, it } from 'vitest';
import { templateDisclosure, templateStart } from '../../../../../renderer/screens/uploads/DropZone';

describe('templateStart', () => {
  it('says the videos wait for review whenever the box is ticked, whatever the template says', () => {
    expect(templateStart({ hold: false }, true)).toMatch(/wait for your review.*the box above/);
    expect(templateStart({ hold: true }, true)).toMatch(/wait for your review.*the box above/);
  });

  it('says what the template does when the box is not ticked', () => {
    expect(templateStart({ hold: true }, false)).toBe('This template holds them for your review before they upload.');
    expect(templateStart({ hold: false }, false)).toBe('They start uploading as soon as they are added.');
  });
});

describe('templateDisclosure', () => {
  it("says the template's altered or synthetic content answer, and nothing when it does not answer", () => {
    expect(templateDisclosure({ syntheticMedia: true })).toBe(
      ' Each is marked as containing altered or synthetic content.',
    );
    expect(templateDisclosure({ syntheticMedia: false })).toBe(
      ' Each is marked as not containing altered or synthetic content.',
    );
    expect(templateDisclosure({})).toBe('');
    expect(templateDisclosure(undefined)).toBe('');
  });
});
