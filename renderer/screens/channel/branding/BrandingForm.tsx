// The channel's description, keywords, country and default language, checked as the user types with the platform's
// rules (shared with the main process). Save sends only what changed; the main process lays it over the channel's
// branding as the platform has it, since channels.update replaces the whole part.
import { useState } from 'react';
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
  const { options, optionsError, saving, saveError, saved, save, loadOptions } = useBranding();
  const left = unitsLeft(useQuota((state) => state.view));
  const [draft, setDraft] = useState<BrandingDraft>(() => draftOf(view));
  const change = (next: Partial<BrandingDraft>) => setDraft((now) => ({ ...now, ...next }));
  const describeProblems = descriptionProblems(draft.description);
  const keywordIssues = keywordProblems(draft.keywords);
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
      <h2 id="bn-form-title">About the channel</h2>
      <Field
        label="Description"
        help="What viewers read on the channel's About page. Links are fine; < and > are not."
        counter={`${characterCount(draft.description)} / ${DESCRIPTION_MAX_CHARACTERS}`}
        problems={describeProblems}
      >
        {(a11y) => (
          <textarea
            {...a11y}
            rows={6}
            value={draft.description}
            disabled={saving}
            onChange={(event) => change({ description: event.target.value })}
          />
        )}
      </Field>
      <Field
        label="Keywords"
        help="Words viewers might search for. A keyword may have several words; each is kept whole."
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
          label="Country"
          help="Where the channel is based (the platform's list of regions)."
          value={draft.country}
          choices={options?.regions}
          disabled={saving}
          onChange={(country) => change({ country })}
        />
        <ChoiceField
          label="Default language"
          help="The language of the channel's title and description."
          value={draft.defaultLanguage}
          choices={options?.languages}
          disabled={saving}
          onChange={(defaultLanguage) => change({ defaultLanguage })}
        />
      </div>
      {optionsError && (
        <FailureLine
          failure={reworded(
            optionsError,
            (message) => `The lists of countries and languages could not be loaded: ${message}`,
          )}
          onRetry={() => void loadOptions()}
        />
      )}
      <div className="row">
        <button type="submit" className="primary" disabled={!dirty || !valid || saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        <button type="button" disabled={!dirty || saving} onClick={() => setDraft(draftOf(view))}>
          Undo changes
        </button>
        <QuotaCostView action="Saving reads the channel, then updates it" units={SAVE_UNITS} left={left} />
      </div>
      <div role="status">{saved && !dirty && <p className="ok">Saved. The channel shows the new details.</p>}</div>
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
  // The channel's own value stays choosable while the list loads, or if the platform no longer lists it.
  const listed = choices ?? [];
  const shown =
    value && !listed.some((choice) => choice.code === value) ? [{ code: value, name: value }, ...listed] : listed;
  return (
    <Field label={label} help={help}>
      {(a11y) => (
        <select {...a11y} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          <option value="">Not set</option>
          {shown.map((choice) => (
            <option key={choice.code} value={choice.code}>
              {choice.name} ({choice.code})
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
