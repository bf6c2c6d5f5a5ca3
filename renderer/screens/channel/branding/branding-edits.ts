// The form's values and what of them goes to the main process: only the fields that differ from the channel as
// loaded (an emptied country or language is sent as null, which clears it).
import { joinKeywords } from '../../../../shared/channel/branding-keywords';
import type { BrandingEdits, BrandingView } from '../../../../shared/ipc/channel';

export interface BrandingDraft {
  readonly description: string;
  readonly keywords: readonly string[];
  readonly country: string;
  readonly defaultLanguage: string;
}

export const draftOf = (view: BrandingView): BrandingDraft => ({
  description: view.description,
  keywords: view.keywords,
  country: view.country ?? '',
  defaultLanguage: view.defaultLanguage ?? '',
});

/** What differs from the channel as loaded: only these go to the main process. */
export function editsOf(view: BrandingView, draft: BrandingDraft): BrandingEdits {
  const was = draftOf(view);
  return {
    ...(draft.description !== was.description ? { description: draft.description } : {}),
    ...(joinKeywords(draft.keywords) !== joinKeywords(was.keywords) ? { keywords: [...draft.keywords] } : {}),
    ...(draft.country !== was.country ? { country: draft.country || null } : {}),
    ...(draft.defaultLanguage !== was.defaultLanguage ? { defaultLanguage: draft.defaultLanguage || null } : {}),
  };
}
