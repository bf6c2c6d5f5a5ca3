// One video's translations: a block per language with its title and description, the language of the
// default texts above it; add a language from the platform's list, edit, remove, and save them all at once (a
// one-video bulk job: read fresh first, left alone if changed elsewhere meanwhile). Checked as typed with the
// platform's limits.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { sayLine } from '../../../../shared/i18n/saved-line';
import type { LibraryVideo } from '../../../../shared/library/library-video';
import { localizationsProblem, sameLocalizations, type Localizations } from '../../../../shared/library/video-texts';
import { FailureLine } from '../../../components/FailureLine';
import { useLanguageChoices } from '../../../stores/video-languages-store';
import { useBulk } from '../bulk/bulk-store';
import { useTranslations } from './translations-store';
import { DETAILS } from '../details-messages';

export function TranslationsPanel({ video }: { readonly video: LibraryVideo }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const open = useTranslations((s) => s.shown[video.id] === true);
  const { languages, failure: languagesError } = useLanguageChoices(open);
  const saveError = useTranslations((s) => s.saveError);
  const jobId = useTranslations((s) => s.jobs[video.id]);
  const job = useBulk((s) => (jobId ? s.jobs[jobId] : undefined));
  const [defaultLanguage, setDefaultLanguage] = useState(video.defaultLanguage ?? '');
  const [rows, setRows] = useState<Localizations>(video.localizations ?? {});
  const [adding, setAdding] = useState('');
  const names = useMemo(() => new Map((languages ?? []).map((choice) => [choice.code, choice.name])), [languages]);
  const problem = localizationsProblem(defaultLanguage || undefined, rows, intl);
  const dirty =
    defaultLanguage !== (video.defaultLanguage ?? '') || !sameLocalizations(rows, video.localizations ?? {});
  const sending = job !== undefined && job.status !== 'done';
  const result = job?.status === 'done' ? job.items[0] : undefined;

  if (!open) {
    return (
      <section className="tile lib-translations" aria-label={say(DETAILS.translations)}>
        <button
          type="button"
          className="small"
          onClick={() => useTranslations.getState().show(video.id)}
          data-testid="translations-open"
        >
          {say(DETAILS.translationsCount, { count: Object.keys(video.localizations ?? {}).length })}
        </button>
      </section>
    );
  }

  const setText = (language: string, field: 'title' | 'description', value: string) =>
    setRows((current) => ({ ...current, [language]: { ...current[language]!, [field]: value } }));
  const choices = (languages ?? []).filter((choice) => !(choice.code in rows) && choice.code !== defaultLanguage);

  return (
    <section className="tile lib-translations" aria-labelledby="translations-title" data-testid="translations">
      <h3 id="translations-title">{say(DETAILS.translations)}</h3>
      {languagesError && <FailureLine failure={languagesError} />}
      <label className="field">
        <span>{say(DETAILS.videoLanguage)}</span>
        <select
          value={defaultLanguage}
          onChange={(event) => setDefaultLanguage(event.target.value)}
          data-testid="translations-default"
        >
          <option value="">{say(DETAILS.notSet)}</option>
          {defaultLanguage !== '' && !names.has(defaultLanguage) && (
            <option value={defaultLanguage}>{defaultLanguage}</option>
          )}
          {(languages ?? []).map((choice) => (
            <option key={choice.code} value={choice.code}>
              {say(DETAILS.languageOption, { name: choice.name, code: choice.code })}
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
                <legend>{say(DETAILS.languageOption, { name, code: language })}</legend>
                <label className="field">
                  <span>{say(DETAILS.title)}</span>
                  <input
                    dir="auto"
                    aria-label={say(DETAILS.titleIn, { language: name })}
                    value={text.title}
                    onChange={(event) => setText(language, 'title', event.target.value)}
                  />
                </label>
                <label className="field">
                  <span>{say(DETAILS.description)}</span>
                  <textarea
                    dir="auto"
                    aria-label={say(DETAILS.descriptionIn, { language: name })}
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
                  {say(DETAILS.removeLanguage, { language: name })}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <div className="row">
        <label className="field">
          <span>{say(DETAILS.addLanguage)}</span>
          <select
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
            data-testid="translations-add-language"
          >
            <option value="">{say(DETAILS.choose)}</option>
            {choices.map((choice) => (
              <option key={choice.code} value={choice.code}>
                {say(DETAILS.languageOption, { name: choice.name, code: choice.code })}
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
          {say(DETAILS.add)}
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
          {say(DETAILS.saveTranslations)}
        </button>
      </div>
      <p role="status" data-testid="translations-status">
        {sending
          ? say(job.status === 'paused' ? DETAILS.translationsPaused : DETAILS.savingTranslations)
          : result
            ? result.state === 'updated'
              ? say(DETAILS.translationsSaved)
              : result.state === 'unchanged'
                ? say(DETAILS.nothingToChange)
                : say(DETAILS.notSaved, { reason: sayLine(intl, result.line, result.message ?? result.state) })
            : ''}
      </p>
      {saveError && <FailureLine failure={saveError} />}
    </section>
  );
}
