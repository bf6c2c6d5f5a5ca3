// The zone's rules as code: export as the rulesets API's JSON or a Terraform `cloudflare_ruleset` resource (to the
// clipboard or a file), import a file (ours, the API's JSON, or Terraform) after the same checks as the editor and
// the review, and compare an exported file with the zone to see what changed there since (drift).
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { reviewRuleOf, type ReviewRule } from '../../../shared/rate-limits/code/change-preview';
import { importRules, MAX_IMPORT_CHARS, type ImportedRules } from '../../../shared/rate-limits/code/rules-import';
import { exportedRuleset, rulesetHcl, rulesetJson } from '../../../shared/rate-limits/code/rules-export';
import { FilePicker } from '../../components/FilePicker';
import { desk } from '../../desk/desk';
import { useRateLimits } from './rate-limits-store';
import { RuleDiffView } from './RuleDiffView';
import { CODE } from './rate-limits-messages';

/** The Terraform resource a file may hold: code. */
const TERRAFORM_BLOCK = 'cloudflare_ruleset';

interface PickedFile {
  readonly name: string;
  readonly read: ImportedRules;
}

function saveFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file's rules in the review's shape: matched with the zone's by ref. */
function fileRules(read: ImportedRules): ReviewRule[] {
  return read.rules.map(({ ref, ...rule }) => ({ ...(ref ? { ref } : {}), ...rule }));
}

export function RulesCodePanel() {
  const rules = useRateLimits((s) => s.rules);
  const zone = useRateLimits((s) => s.zones.find((z) => z.id === s.zoneId));
  const busy = useRateLimits((s) => s.busy);
  const requestReview = useRateLimits((s) => s.requestReview);
  const [picked, setPicked] = useState<PickedFile | undefined>();
  const [drift, setDrift] = useState(false);
  const [note, setNote] = useState<string | undefined>();
  const intl = useIntl();
  const say = intl.formatMessage;
  const zoneRules = useMemo(() => (rules ? rules.rules.map(reviewRuleOf) : []), [rules]);
  if (!rules || !zone) return null;

  const exported = exportedRuleset(rules.rules);
  const texts = {
    json: () => rulesetJson(exported),
    terraform: () => rulesetHcl(exported, zone.id, zone.name),
  };
  const fileBase = `${zone.name}-rate-limits`;

  const copy = async (kind: keyof typeof texts): Promise<void> => {
    try {
      await navigator.clipboard.writeText(texts[kind]());
      setNote(say(kind === 'json' ? CODE.copiedJson : CODE.copiedTerraform));
    } catch {
      setNote(say(CODE.noClipboard));
    }
  };

  const pick = async (file: File | undefined): Promise<void> => {
    setDrift(false);
    setNote(undefined);
    if (!file) return setPicked(undefined);
    // A file far past the limit is refused before it is read into the page.
    const read: ImportedRules =
      file.size > MAX_IMPORT_CHARS * 4
        ? { source: 'channel-desk', rules: [], unknownFields: [], problems: [say(CODE.tooLarge)] }
        : importRules(await file.text(), intl, { planName: zone.plan });
    setPicked({ name: file.name, read });
  };

  const review = (file: PickedFile): void =>
    requestReview({
      kind: 'import',
      title: say(CODE.importTitle, { file: file.name }),
      before: zoneRules,
      after: fileRules(file.read),
      replay: { label: file.name.slice(0, 80), rules: file.read.rules.filter((r) => r.enabled) },
      send: () => desk.call('rateLimits.replaceRules', { zoneId: zone.id, rules: [...file.read.rules] }),
      announcement: (next) =>
        say(CODE.imported, { file: file.name, count: next.rules.length, version: next.ruleset?.version ?? '1' }),
    });

  const read = picked?.read;
  return (
    <section className="card rl-as-code" aria-labelledby="rl-code-title" data-testid="rules-code">
      <h2 id="rl-code-title">{say(CODE.title)}</h2>
      <p className="muted">{say(CODE.explain)}</p>
      <div className="row rl-as-code-actions" role="group" aria-label={say(CODE.exportGroup)}>
        <button type="button" className="small" onClick={() => void copy('json')}>
          {say(CODE.copyJson)}
        </button>
        <button type="button" className="small" onClick={() => void copy('terraform')}>
          {say(CODE.copyTerraform)}
        </button>
        <button
          type="button"
          className="small"
          onClick={() => saveFile(`${fileBase}.json`, texts.json(), 'application/json')}
        >
          {say(CODE.saveJson)}
        </button>
        <button
          type="button"
          className="small"
          onClick={() => saveFile(`${fileBase}.tf`, texts.terraform(), 'text/plain')}
        >
          {say(CODE.saveTerraform)}
        </button>
      </div>
      <FilePicker
        accept=".json,.tf,.hcl,.txt,application/json,text/plain"
        label={say(CODE.drop)}
        hint={say(CODE.dropHint, { block: TERRAFORM_BLOCK })}
        testId="rules-file"
        onFile={(file) => void pick(file)}
      />
      {note && (
        <p className="muted" role="status">
          {note}
        </p>
      )}
      {picked && read && (
        <div className="rl-as-code-file" data-testid="rules-file-summary">
          <p>
            {say(CODE.fileSummary, {
              file: picked.name,
              count: read.rules.length,
              source: say(CODE.source, { source: read.source }),
            })}
          </p>
          {read.unknownFields.length > 0 && (
            <div className="tile" data-testid="rules-file-unknown">
              <p>{say(CODE.unknownFields)}</p>
              <ul>
                {read.unknownFields.map((field) => (
                  <li key={field}>
                    <code>{field}</code>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {read.problems.length > 0 && (
            <div className="tile tile-error" data-testid="rules-file-problems">
              <p>{say(CODE.cannotImport)}</p>
              <ul>
                {read.problems.map((problem) => (
                  <li key={problem} className="rl-multiline">
                    {problem}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="row rl-as-code-actions">
            <button
              type="button"
              disabled={read.problems.length > 0 || busy !== undefined}
              onClick={() => review(picked)}
            >
              {say(CODE.review)}
            </button>
            <button type="button" aria-expanded={drift} onClick={() => setDrift(!drift)}>
              {say(drift ? CODE.hideCompare : CODE.compare)}
            </button>
          </div>
          {drift && (
            <section aria-label={say(CODE.drift)} data-testid="rules-drift">
              <h3>{say(CODE.drift)}</h3>
              <RuleDiffView before={fileRules(read)} after={zoneRules} />
            </section>
          )}
        </div>
      )}
    </section>
  );
}
