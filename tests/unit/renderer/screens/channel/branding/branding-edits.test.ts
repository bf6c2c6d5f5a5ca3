// The Branding form sends only what the user changed: untouched fields stay out (so they cannot overwrite a change
// made elsewhere meanwhile), an emptied country or language is sent as null, and a keyword list that joins to the
// same string is no change.
import { describe, expect, it } from 'vitest';
import type { BrandingView } from '../../../../../../shared/ipc/channel';
import { draftOf, editsOf } from '../../../../../../renderer/screens/channel/branding/branding-edits';

const view: BrandingView = {
  channelId: 'UCdemo',
  title: 'Demo',
  description: 'About us',
  keywords: ['studio', 'desk setup'],
  country: 'US',
  defaultLanguage: 'en',
};

describe('branding edits', () => {
  it('is empty when nothing changed', () => {
    expect(editsOf(view, draftOf(view))).toEqual({});
    expect(editsOf(view, { ...draftOf(view), keywords: [' studio ', 'desk  setup'] })).toEqual({});
  });

  it('holds only the changed fields', () => {
    expect(editsOf(view, { ...draftOf(view), description: 'New' })).toEqual({ description: 'New' });
    expect(editsOf(view, { ...draftOf(view), keywords: ['studio'] })).toEqual({ keywords: ['studio'] });
  });

  it('sends null for a country or language set back to "Not set"', () => {
    expect(editsOf(view, { ...draftOf(view), country: '', defaultLanguage: 'de' })).toEqual({
      country: null,
      defaultLanguage: 'de',
    });
  });

  it('starts a channel without country or language at "Not set"', () => {
    const bare = { channelId: 'UCx', title: 'X', description: '', keywords: [] };
    expect(draftOf(bare)).toEqual({ description: '', keywords: [], country: '', defaultLanguage: '' });
  });
});
