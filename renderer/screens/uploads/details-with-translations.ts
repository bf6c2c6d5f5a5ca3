// A queued upload's details as the form checks them, with the translations its template filled: the form has no
// inputs for them, so they ride along as they are (Save must not drop them), and they hold the form back while its
// language does not suit them (none, or theirs), as the platform would refuse them then.
import type { Localizations } from '../../../shared/library/video-texts';
import { translationsLanguageProblem } from '../../../shared/series/template-localizations';
import type { MetadataCheck } from '../../components/metadata-form';

export interface DetailsCheck extends MetadataCheck {
  /** Why the translations cannot go with the form's language, or undefined. */
  readonly translationsProblem: string | undefined;
}

export function withTranslations(
  check: MetadataCheck,
  defaultLanguage: string,
  localizations: Localizations | undefined,
): DetailsCheck {
  const translationsProblem = translationsLanguageProblem(defaultLanguage, localizations);
  return {
    ...check,
    metadata: localizations ? { ...check.metadata, localizations } : check.metadata,
    ok: check.ok && translationsProblem === undefined,
    translationsProblem,
  };
}
