// The fields only an upload has in its form (videos.insert sets them; the Library's form leaves them alone): the
// language of the texts and of the audio, when it was recorded, whether its statistics are public, and whether
// subscribers are told. Each shows its problem from the shared rules beside it.
import type { MetadataProblems } from '../../shared/uploads/video-metadata';
import { Field } from './Field';
import { LanguageSelect, type LanguageChoices } from './LanguageSelect';
import type { MetadataForm } from './metadata-form';
import { DETAILS } from './components-messages';
import { useWords } from './words';

interface UploadOnlyFieldsProps {
  readonly form: MetadataForm;
  readonly problems: MetadataProblems;
  readonly onChange: <K extends keyof MetadataForm>(field: K, value: MetadataForm[K]) => void;
  readonly languages: LanguageChoices;
}

export function UploadOnlyFields({ form, problems, onChange: set, languages }: UploadOnlyFieldsProps) {
  const say = useWords().formatMessage;
  return (
    <>
      <LanguageSelect
        label={say(DETAILS.language)}
        help={say(DETAILS.languageHelp)}
        value={form.defaultLanguage}
        onChange={(code) => set('defaultLanguage', code)}
        problems={problems['snippet.defaultLanguage']}
        emptyLabel={say(DETAILS.notSet)}
        choices={languages}
      />
      {/* One failure line is enough for the two selects reading the same list. */}
      <LanguageSelect
        label={say(DETAILS.audioLanguage)}
        value={form.defaultAudioLanguage}
        onChange={(code) => set('defaultAudioLanguage', code)}
        problems={problems['snippet.defaultAudioLanguage']}
        emptyLabel={say(DETAILS.notSet)}
        choices={{ ...languages, failure: undefined }}
      />
      <Field label={say(DETAILS.recordingDate)} problems={problems['recordingDetails.recordingDate']}>
        {(a11y) => (
          <div className="row">
            <input
              {...a11y}
              type="date"
              value={form.recordingDate}
              onChange={(event) => set('recordingDate', event.target.value)}
            />
            {form.recordingDate !== '' && (
              <button type="button" className="small" onClick={() => set('recordingDate', '')}>
                {say(DETAILS.clear)}
              </button>
            )}
          </div>
        )}
      </Field>
      <label className="check">
        <input
          type="checkbox"
          checked={form.publicStatsViewable}
          onChange={(event) => set('publicStatsViewable', event.target.checked)}
        />
        {say(DETAILS.publicStats)}
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={form.notifySubscribers}
          onChange={(event) => set('notifySubscribers', event.target.checked)}
        />
        {say(DETAILS.notifySubscribers)}
      </label>
    </>
  );
}
