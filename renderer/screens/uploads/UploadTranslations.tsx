// The translations a template filled for a queued upload, shown read-only in its details: they go with the upload
// as filled (edit them on the template, or in the Library once the video is up), and they need the form's language.
import type { Localizations } from '../../../shared/library/video-texts';
import { languageName } from '../../../shared/text/language-name';

export function UploadTranslations({
  localizations,
  problem,
}: {
  readonly localizations: Localizations | undefined;
  readonly problem: string | undefined;
}) {
  const entries = Object.entries(localizations ?? {});
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="up-translations-title" data-testid="upload-translations">
      <h3 id="up-translations-title">
        Translations ({entries.length}) <span className="muted">filled by the template</span>
      </h3>
      <ul>
        {entries.map(([language, text]) => (
          <li key={language}>
            {languageName(language)}: {text.title || '(no title)'}
          </li>
        ))}
      </ul>
      {problem && (
        <p className="error field-problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
