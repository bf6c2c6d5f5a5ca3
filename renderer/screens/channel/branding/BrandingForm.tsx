// The channel's description, keywords, country and default language, checked as the user types with the platform's
// rules (shared with the main process). Save sends only what changed; the main process lays it over the channel's
// branding as the platform has it, since channels.update replaces the whole part.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CHANNEL } from '../channel-messages';
import { joinKeywords, keywordProblems, KEYWORDS_MAX_CHARACTERS } from '../../../../shared/channel/branding-keywords';
import { draftOf, editsOf, type BrandingDraft } from './branding-edits';
import { DESCRIPTION_MAX_CHARACTERS, descriptionProblems } from '../../../../shared/channel/branding-rules';
import type { BrandingChoice, BrandingView } from '../../../../shared/ipc/channel';
import { characterCount } from '../../../../shared/text/utf8-length';
import { FailureLine } from '../../../components/FailureLine';
import { Field } from '../../../components/Field';
import { actionCost, QuotaCostView } from '../../../components/QuotaCost';
import { reworded } from '../../../desk/failure';
import { unitsLeft } from '../../../components/quota-left';
import { useQuota } from '../../../stores/quota-store';
import { KeywordsField } from './KeywordsField';
import { useBranding } from './branding-store';

const SAVE_UNITS = actionCost('channels.list') + actionCost('channels.update');

export function BrandingForm({ view }: { readonly view: BrandingView }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const { options, optionsError, saving, saveError, saved, save, loadOptions } = useBranding();
  const left = unitsLeft(useQuota((state) => state.view));
  const [draft, setDraft] = useState<BrandingDraft>(() => draftOf(view));
  const change = (next: Partial<BrandingDraft>) => setDraft((now) => ({ ...now, ...next }));
  const describeProblems = descriptionProblems(draft.description, intl);
  const keywordIssues = keywordProblems(draft.keywords, intl);
  const edits = editsOf(view, draft);
  const dirty = Object.keys(edits).length > 0;
  const valid = describeProblems.length === 0 && keywordIssues.length === 0;

  return (
    <form
      className="card bn-form"
      aria-labelledby="bn-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (dirty && valid && !saving) void save(edits);
      }}
    >
      <h2 id="bn-form-title">{say(CHANNEL.about)}</h2>
      <Field
        label={say(CHANNEL.description)}
        help={say(CHANNEL.descriptionHelp)}
        counter={`${characterCount(draft.description)} / ${DESCRIPTION_MAX_CHARACTERS}`}
        problems={describeProblems}
      >
        {(a11y) => (
          <textarea
            dir="auto"
            {...a11y}
            rows={6}
            value={draft.description}
            disabled={saving}
            onChange={(event) => change({ description: event.target.value })}
          />
        )}
      </Field>
      <Field
        label={say(CHANNEL.keywords)}
        help={say(CHANNEL.keywordsHelp)}
        counter={`${characterCount(joinKeywords(draft.keywords))} / ${KEYWORDS_MAX_CHARACTERS}`}
        problems={keywordIssues}
      >
        {(a11y) => (
          <KeywordsField
            a11y={a11y}
            keywords={draft.keywords}
            disabled={saving}
            onChange={(keywords) => change({ keywords })}
          />
        )}
      </Field>
      <div className="bn-selects">
        <ChoiceField
          label={say(CHANNEL.country)}
          help={say(CHANNEL.countryHelp)}
          value={draft.country}
          choices={options?.regions}
          disabled={saving}
          onChange={(country) => change({ country })}
        />
        <ChoiceField
          label={say(CHANNEL.language)}
          help={say(CHANNEL.languageHelp)}
          value={draft.defaultLanguage}
          choices={options?.languages}
          disabled={saving}
          onChange={(defaultLanguage) => change({ defaultLanguage })}
        />
      </div>
      {optionsError && (
        <FailureLine
          failure={reworded(optionsError, (message) => say(CHANNEL.optionsFailed, { message }))}
          onRetry={() => void loadOptions()}
        />
      )}
      <div className="row">
        <button type="submit" className="primary" disabled={!dirty || !valid || saving}>
          {say(saving ? CHANNEL.saving : CHANNEL.save)}
        </button>
        <button type="button" disabled={!dirty || saving} onClick={() => setDraft(draftOf(view))}>
          {say(CHANNEL.undoChanges)}
        </button>
        <QuotaCostView action={say(CHANNEL.saveCost)} units={SAVE_UNITS} left={left} />
      </div>
      <div role="status">{saved && !dirty && <p className="ok">{say(CHANNEL.saved)}</p>}</div>
      {saveError && <FailureLine failure={saveError} className="error tile tile-error" />}
    </form>
  );
}

interface ChoiceFieldProps {
  readonly label: string;
  readonly help: string;
  readonly value: string;
  readonly choices: readonly BrandingChoice[] | undefined;
  readonly disabled: boolean;
  readonly onChange: (value: string) => void;
}

function ChoiceField({ label, help, value, choices, disabled, onChange }: ChoiceFieldProps) {
  const say = useIntl().formatMessage;
  // The channel's own value stays choosable while the list loads, or if the platform no longer lists it.
  const listed = choices ?? [];
  const shown =
    value && !listed.some((choice) => choice.code === value) ? [{ code: value, name: value }, ...listed] : listed;
  return (
    <Field label={label} help={help}>
      {(a11y) => (
        <select {...a11y} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          <option value="">{say(CHANNEL.notSet)}</option>
          {shown.map((choice) => (
            <option key={choice.code} value={choice.code}>
              {say(CHANNEL.choice, { name: choice.name, code: choice.code })}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
