// The comment rules: the ordered list (switch on, move, delete), a dry run over the queue that says how many each
// rule would catch with examples, the block and allow lists, and files to share rule sets and lists.
import { AuthorLookup } from './AuthorLookup';
import { useAuthorFacts } from './author-facts-store';
import { useState } from 'react';
import type { CommentView } from '../../../shared/comments/comment-view';
import { dryRun, type DryRun } from '../../../shared/comments/rules/evaluate';
import { PatternsStopped } from './PatternsStopped';
import { parseAuthorList, ruleSetSchema } from '../../../shared/comments/rules/rule-set';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FailureLine } from '../../components/FailureLine';
import { refusal, type Failure } from '../../desk/failure';
import { FilePicker } from '../../components/FilePicker';
import { saveTextFile } from '../../components/save-text';
import { useComments } from './comments-store';
import { QUEUE_LABELS } from './decision-labels';
import { countOf } from '../../../shared/text/count-words';
import { conditionSummary, dryRunNote, SUGGESTION_VERBS } from './rule-labels';
import { RuleForm } from './RuleForm';
import { useCommentRules } from './rules-store';
import { flaggedBy } from './take-suggestions';

/** Most pages the dry run loads first: 100 pages of 100, one unit each. */
const DRY_RUN_PAGES = 100;

/**
 * A shared rule set or list holds at most 100 rules and 5,000 authors a list: far under 2 MiB. A larger file is
 * refused by its size before it is read, so a wrong pick never loads a video into the page.
 */
const SHARED_FILE_MAX = 2 * 1024 * 1024;

async function readSharedFile(file: File): Promise<string | undefined> {
  return file.size > SHARED_FILE_MAX ? undefined : file.text();
}

const tooLarge = (file: File) => `${file.name} is too large for a rule set or list (at most 2 MiB).`;

function DryRunResult({ result }: { readonly result: DryRun }) {
  const setEnabled = useCommentRules((s) => s.setEnabled);
  return (
    <div data-testid="dry-run" role="region" aria-label="Dry run">
      <p>
        Over {countOf(result.total, 'comment')}
        {result.allowed > 0 ? ` (${countOf(result.allowed, 'comment')} by allowed authors, left alone)` : ''}:
      </p>
      <ul className="cm-dry-run">
        {result.lines.map((line) => (
          <li key={line.ruleId} data-testid="dry-run-line" data-rule-id={line.ruleId}>
            <strong>{line.ruleName}</strong> <span data-testid="dry-run-count">{line.matches}</span> would be caught
            {dryRunNote(line)}: {SUGGESTION_VERBS[line.decision].toLowerCase()}.{' '}
            {line.enabled ? (
              <span className="muted">On.</span>
            ) : (
              <button type="button" onClick={() => void setEnabled(line.ruleId, true)}>
                Switch on {line.ruleName}
              </button>
            )}
            {line.examples.length > 0 ? (
              <ul className="muted">
                {line.examples.map((example) => (
                  <li key={example.id} dir="auto">
                    {example.authorName}: “{example.text.slice(0, 100)}”
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <PatternsStopped result={result} />
    </div>
  );
}

function Lists() {
  const ruleSet = useCommentRules((s) => s.ruleSet);
  const saveRules = useCommentRules((s) => s.saveRules);
  const [block, setBlock] = useState<string>();
  const [allow, setAllow] = useState<string>();
  const [problem, setProblem] = useState<Failure>();
  const [saved, setSaved] = useState(false);
  const blockText = block ?? ruleSet.blockList.join('\n');
  const allowText = allow ?? ruleSet.allowList.join('\n');
  const save = async () => {
    const refused = await saveRules({
      ...ruleSet,
      blockList: parseAuthorList(blockText),
      allowList: parseAuthorList(allowText),
    });
    setProblem(refused);
    setSaved(!refused);
    if (!refused) {
      setBlock(undefined);
      setAllow(undefined);
    }
  };
  return (
    <div className="cm-lists">
      <label className="field">
        <span className="field-label">Block list (a channel id or name a line)</span>
        <textarea rows={4} value={blockText} onChange={(event) => (setBlock(event.target.value), setSaved(false))} />
      </label>
      <label className="field">
        <span className="field-label">Allow list: these authors get no suggestion, whatever the rules say</span>
        <textarea rows={4} value={allowText} onChange={(event) => (setAllow(event.target.value), setSaved(false))} />
      </label>
      <div className="row">
        <button type="button" onClick={() => void save()}>
          Save the lists
        </button>
        <button
          type="button"
          onClick={() => saveTextFile(`${ruleSet.blockList.join('\n')}\n`, 'block-list.txt', 'text/plain')}
        >
          Export the block list
        </button>
        {saved ? <span className="ok">Saved.</span> : null}
      </div>
      <FilePicker
        accept=".txt,text/plain"
        label="Import a block list"
        hint="A text file, one author a line; added to yours."
        testId="import-block-list"
        onFile={(file) =>
          void readSharedFile(file).then(async (text) => {
            if (text === undefined) return setProblem(refusal('invalid-input', tooLarge(file)));
            const merged = parseAuthorList([...ruleSet.blockList, text].join('\n'));
            setProblem(await saveRules({ ...ruleSet, blockList: merged }));
          })
        }
      />
      {problem ? <FailureLine failure={problem} className="error" testId="rules-problem" /> : null}
    </div>
  );
}

export function RulesPanel({ comments }: { readonly comments: readonly CommentView[] }) {
  const ruleSet = useCommentRules((s) => s.ruleSet);
  const loaded = useCommentRules((s) => s.loaded);
  const saveRules = useCommentRules((s) => s.saveRules);
  const setEnabled = useCommentRules((s) => s.setEnabled);
  const move = useCommentRules((s) => s.move);
  const remove = useCommentRules((s) => s.remove);
  const add = useCommentRules((s) => s.add);
  const queue = useComments((s) => s.queue);
  const more = useComments((s) => s.nextPageToken !== undefined);
  const readAll = useComments((s) => s.readAll);
  const [result, setResult] = useState<DryRun>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Failure>();

  const runDry = async (everything: boolean) => {
    setBusy(true);
    const comments = everything ? await readAll(DRY_RUN_PAGES) : useComments.getState().comments;
    setBusy(false);
    const authors = useAuthorFacts.getState().authors;
    setResult(dryRun(ruleSet, comments, { now: Date.now(), authors }));
    if (everything) useComments.setState({ flagged: flaggedBy(ruleSet, comments, authors) });
  };

  const importRules = async (file: File) => {
    let value: unknown;
    try {
      const text = await readSharedFile(file);
      if (text === undefined) return setProblem(refusal('invalid-input', tooLarge(file)));
      value = JSON.parse(text);
    } catch {
      return setProblem(refusal('invalid-input', `${file.name} is not a JSON file.`));
    }
    const parsed = ruleSetSchema.safeParse(value);
    if (!parsed.success)
      return setProblem(
        refusal(
          'invalid-input',
          `${file.name} is not a rule set: ${parsed.error.issues[0]?.message ?? 'unknown layout'}.`,
        ),
      );
    // Imported rules arrive switched off: a shared file suggests nothing until its dry run has been seen.
    const rules = parsed.data.rules.map((rule) => ({ ...rule, enabled: false }));
    const known = new Set(ruleSet.rules.map((rule) => rule.id));
    setProblem(
      await saveRules({
        ...ruleSet,
        rules: [...ruleSet.rules, ...rules.filter((rule) => !known.has(rule.id))],
        blockList: parseAuthorList([...ruleSet.blockList, ...parsed.data.blockList].join('\n')),
        allowList: parseAuthorList([...ruleSet.allowList, ...parsed.data.allowList].join('\n')),
      }),
    );
  };

  if (!loaded)
    return <p className="tile tile-error">Could not read the comment rules. Reopen the screen to try again.</p>;
  return (
    <section className="tile cm-rules" aria-labelledby="rules-title" data-testid="rules-panel">
      <h2 id="rules-title">Rules</h2>
      <p className="muted">
        Rules run here over the comments listed, spending no quota, and only suggest: a badge names the rule; s takes
        the suggestion, Shift+S every suggestion on screen. The first rule that matches, from the top, suggests.
      </p>
      {ruleSet.rules.length === 0 ? <p className="muted">No rules yet: add one below or import a file.</p> : null}
      <ol className="cm-rule-list">
        {ruleSet.rules.map((rule, index) => (
          <li key={rule.id} className="row" data-testid="rule" data-rule-id={rule.id}>
            <label>
              <input
                type="checkbox"
                checked={rule.enabled}
                onChange={(event) => void setEnabled(rule.id, event.target.checked).then(setProblem)}
              />{' '}
              <strong>{rule.name}</strong>
            </label>
            <span className="muted">
              {SUGGESTION_VERBS[rule.decision]} when {rule.conditions.map(conditionSummary).join(' and ')}
            </span>
            <button
              type="button"
              aria-label={`Move ${rule.name} up`}
              disabled={index === 0}
              onClick={() => void move(rule.id, -1).then(setProblem)}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={`Move ${rule.name} down`}
              disabled={index === ruleSet.rules.length - 1}
              onClick={() => void move(rule.id, 1).then(setProblem)}
            >
              ↓
            </button>
            <ConfirmButton
              label="Delete"
              ariaLabel={`Delete ${rule.name}`}
              question="Delete this rule?"
              confirmLabel="Yes, delete"
              keepLabel="Keep"
              groupLabel={`Confirm deleting ${rule.name}`}
              onConfirm={() => void remove(rule.id).then(setProblem)}
            />
          </li>
        ))}
      </ol>
      <div className="row">
        <button
          type="button"
          className="primary"
          data-testid="dry-run-loaded"
          disabled={busy}
          onClick={() => void runDry(false)}
        >
          Dry run over the {countOf(comments.length, 'loaded comment')}
        </button>
        {more ? (
          <button type="button" data-testid="dry-run-all" disabled={busy} onClick={() => void runDry(true)}>
            {busy ? 'Loading the queue…' : `Load all of ${QUEUE_LABELS[queue]} (1 unit a page of 100), then dry run`}
          </button>
        ) : null}
      </div>
      {ruleSet.rules.some((rule) => rule.conditions.some((condition) => condition.kind === 'newAuthor')) ? (
        <AuthorLookup comments={comments} />
      ) : null}
      {result ? <DryRunResult result={result} /> : null}
      <details>
        <summary>Add a rule</summary>
        <RuleForm onAdd={add} />
      </details>
      <details>
        <summary>Block and allow lists</summary>
        <Lists />
      </details>
      <div className="row">
        <button
          type="button"
          onClick={() => saveTextFile(JSON.stringify(ruleSet, null, 1), 'comment-rules.json', 'application/json')}
        >
          Export the rules
        </button>
      </div>
      <FilePicker
        accept=".json,application/json"
        label="Import a rule set"
        hint="A rule set exported from Channel Desk: its rules are added switched off, its lists merged."
        testId="import-rules"
        onFile={(file) => void importRules(file)}
      />
      {problem ? <FailureLine failure={problem} className="error" testId="rules-problem" /> : null}
    </section>
  );
}
