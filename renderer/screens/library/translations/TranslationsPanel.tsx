// One video's translations: a block per language with its title and description, the language of the
// default texts above it; add a language from the platform's list, edit, remove, and save them all at once (a
// one-video bulk job: read fresh first, left alone if changed elsewhere meanwhile). Checked as typed with the
// platform's limits.
import { useMemo, useState } from 'react';
import type { LibraryVideo } from '../../../../shared/library/library-video';
import { localizationsProblem, sameLocalizations, type Localizations } from '../../../../shared/library/video-texts';
import { FailureLine } from '../../../components/FailureLine';
import { useLanguageChoices } from '../../../stores/video-languages-store';
import { useBulk } from '../bulk/bulk-store';
import { useTranslations } from './translations-store';

const JOB_WORDS = {
  running: 'Saving the translations…',
  paused: 'Paused (quota or sign-in): resume it from the bulk edit results.',
} as const;

export function TranslationsPanel({ video }: { readonly video: LibraryVideo }) {
  const open = useTranslations((s) => s.shown[video.id] === true);
  const { languages, failure: languagesError } = useLanguageChoices(open);
  const saveError = useTranslations((s) => s.saveError);
  const jobId = useTranslations((s) => s.jobs[video.id]);
  const job = useBulk((s) => (jobId ? s.jobs[jobId] : undefined));
  const [defaultLanguage, setDefaultLanguage] = useState(video.defaultLanguage ?? '');
  const [rows, setRows] = useState<Localizations>(video.localizations ?? {});
  const [adding, setAdding] = useState('');
  const names = useMemo(() => new Map((languages ?? []).map((choice) => [choice.code, choice.name])), [languages]);
  const problem = localizationsProblem(defaultLanguage || undefined, rows);
  const dirty =
    defaultLanguage !== (video.defaultLanguage ?? '') || !sameLocalizations(rows, video.localizations ?? {});
  const sending = job !== undefined && job.status !== 'done';
  const result = job?.status === 'done' ? job.items[0] : undefined;

  if (!open) {
    return (
      <section className="tile lib-translations" aria-label="Translations">
        <button
          type="button"
          className="small"
          onClick={() => useTranslations.getState().show(video.id)}
          data-testid="translations-open"
        >
          Translations ({Object.keys(video.localizations ?? {}).length})
        </button>
      </section>
    );
  }

  const setText = (language: string, field: 'title' | 'description', value: string) =>
    setRows((current) => ({ ...current, [language]: { ...current[language]!, [field]: value } }));
  const choices = (languages ?? []).filter((choice) => !(choice.code in rows) && choice.code !== defaultLanguage);

  return (
    <section className="tile lib-translations" aria-labelledby="translations-title" data-testid="translations">
      <h3 id="translations-title">Translations</h3>
      {languagesError && <FailureLine failure={languagesError} />}
      <label className="field">
        <span>Language of the title and description</span>
        <select
          value={defaultLanguage}
          onChange={(event) => setDefaultLanguage(event.target.value)}
          data-testid="translations-default"
        >
          <option value="">Not set</option>
          {defaultLanguage !== '' && !names.has(defaultLanguage) && (
            <option value={defaultLanguage}>{defaultLanguage}</option>
          )}
          {(languages ?? []).map((choice) => (
            <option key={choice.code} value={choice.code}>
              {choice.name} ({choice.code})
            </option>
          ))}
        </select>
      </label>
      {/* A language a block, its title and description the panel's full width: a panel beside the table has no room
          for them side by side. */}
      <ul className="lib-translations-list">
        {Object.entries(rows).map(([language, text]) => {
          const name = names.get(language) ?? language;
          return (
            <li key={language} data-testid="translation-row" data-language={language}>
              <fieldset className="lib-translation">
                <legend>
                  {name} <span className="muted">({language})</span>
                </legend>
                <label className="field">
                  <span>Title</span>
                  <input
                    aria-label={`Title in ${name}`}
                    value={text.title}
                    onChange={(event) => setText(language, 'title', event.target.value)}
                  />
                </label>
                <label className="field">
                  <span>Description</span>
                  <textarea
                    aria-label={`Description in ${name}`}
                    rows={3}
                    value={text.description}
                    onChange={(event) => setText(language, 'description', event.target.value)}
                  />
                </label>
                <button
                  type="button"
                  className="small"
                  onClick={() =>
                    setRows((current) =>
                      Object.fromEntries(Object.entries(current).filter(([code]) => code !== language)),
                    )
                  }
                >
                  Remove {name}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <div className="row">
        <label className="field">
          <span>Add a language</span>
          <select
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
            data-testid="translations-add-language"
          >
            <option value="">Choose…</option>
            {choices.map((choice) => (
              <option key={choice.code} value={choice.code}>
                {choice.name} ({choice.code})
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="small"
          disabled={adding === ''}
          onClick={() => {
            setRows((current) => ({ ...current, [adding]: { title: '', description: '' } }));
            setAdding('');
          }}
        >
          Add
        </button>
      </div>
      {problem && (
        <p className="error" data-testid="translations-problem">
          {problem}
        </p>
      )}
      <div className="row">
        <button
          type="button"
          className="primary small"
          disabled={!dirty || problem !== undefined || sending}
          onClick={() => void useTranslations.getState().save(video, defaultLanguage, rows)}
          data-testid="translations-save"
        >
          Save translations
        </button>
      </div>
      <p role="status" data-testid="translations-status">
        {sending
          ? JOB_WORDS[job.status as 'running' | 'paused']
          : result
            ? result.state === 'updated'
              ? 'Translations saved.'
              : result.state === 'unchanged'
                ? 'Nothing to change.'
                : `Not saved: ${result.message ?? result.state}`
            : ''}
      </p>
      {saveError && <FailureLine failure={saveError} />}
    </section>
  );
}
