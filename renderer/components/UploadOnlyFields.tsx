// The fields only an upload has in its form (videos.insert sets them; the Library's form leaves them alone): the
// language of the texts and of the audio, when it was recorded, whether its statistics are public, and whether
// subscribers are told. Each shows its problem from the shared rules beside it.
import type { MetadataProblems } from '../../shared/uploads/video-metadata';
import { Field } from './Field';
import { LanguageSelect, type LanguageChoices } from './LanguageSelect';
import type { MetadataForm } from './metadata-form';

interface UploadOnlyFieldsProps {
  readonly form: MetadataForm;
  readonly problems: MetadataProblems;
  readonly onChange: <K extends keyof MetadataForm>(field: K, value: MetadataForm[K]) => void;
  readonly languages: LanguageChoices;
}

export function UploadOnlyFields({ form, problems, onChange: set, languages }: UploadOnlyFieldsProps) {
  return (
    <>
      <LanguageSelect
        label="Language"
        help="The language the title and description are written in."
        value={form.defaultLanguage}
        onChange={(code) => set('defaultLanguage', code)}
        problems={problems['snippet.defaultLanguage']}
        emptyLabel="Not set"
        choices={languages}
      />
      {/* One failure line is enough for the two selects reading the same list. */}
      <LanguageSelect
        label="Audio language"
        value={form.defaultAudioLanguage}
        onChange={(code) => set('defaultAudioLanguage', code)}
        problems={problems['snippet.defaultAudioLanguage']}
        emptyLabel="Not set"
        choices={{ ...languages, failure: undefined }}
      />
      <Field label="Recording date (optional)" problems={problems['recordingDetails.recordingDate']}>
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
                Clear
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
        Show the video&apos;s statistics to everyone on its watch page
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={form.notifySubscribers}
          onChange={(event) => set('notifySubscribers', event.target.checked)}
        />
        Notify subscribers when it is published
      </label>
    </>
  );
}
