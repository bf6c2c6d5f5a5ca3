// The comment rules: the ordered list (switch on, move, delete), a dry run over the queue that says how many each
// rule would catch with examples, the block and allow lists, and files to share rule sets and lists.
import { JOIN } from '../../components/components-messages';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { AuthorLookup } from './AuthorLookup';
import { useAuthorFacts } from './author-facts-store';
import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
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
import { RULES } from './comment-rules-messages';
import { COMMENTS } from './comments-messages';
import { conditionsSummary, dryRunNote, SUGGESTION_VERBS } from './rule-labels';
import { RuleForm } from './RuleForm';
import { ruleFileProblem } from './rule-file-problem';
import { useCommentRules } from './rules-store';
import { flaggedBy } from './take-suggestions';

/** The product's name, which is no message. */
const APP_NAME = 'Channel Desk';

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

const tooLarge = (file: File, intl: IntlShape) => intl.formatMessage(RULES.tooLarge, { name: file.name });

const strong = (chunks: ReactNode[]) => <strong dir="auto">{chunks}</strong>;
const countSpan = (chunks: ReactNode[]) => <span data-testid="dry-run-count">{chunks}</span>;

function DryRunResult({ result }: { readonly result: DryRun }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const setEnabled = useCommentRules((s) => s.setEnabled);
  return (
    <div data-testid="dry-run" role="region" aria-label={say(RULES.dryRun)}>
      <p>
        {result.allowed > 0
          ? say(RULES.dryRunOverAllowed, {
              comments: say(COMMENTS.saidCount, { count: result.total }),
              allowed: result.allowed,
            })
          : say(RULES.dryRunOver, { total: result.total })}
      </p>
      <ul className="cm-dry-run">
        {result.lines.map((line) => (
          <li key={line.ruleId} data-testid="dry-run-line" data-rule-id={line.ruleId}>
            {say(JOIN.side, {
              first: say(dryRunNote(line, intl) ? RULES.dryRunLineNoted : RULES.dryRunLine, {
                rule: line.ruleName,
                count: line.matches,
                notes: dryRunNote(line, intl),
                verb: say(SUGGESTION_VERBS[line.decision]).toLocaleLowerCase(intl.locale),
                name: strong,
                matches: countSpan,
              }),
              second: line.enabled ? (
                <span key="on" className="muted">
                  {say(RULES.dryRunOn)}
                </span>
              ) : (
                ''
              ),
            })}
            {line.enabled ? null : (
              <button type="button" onClick={() => void setEnabled(line.ruleId, true)}>
                {say(RULES.switchOn, { rule: line.ruleName })}
              </button>
            )}
            {line.examples.length > 0 ? (
              <ul className="muted">
                {line.examples.map((example) => (
                  <li key={example.id} dir="auto">
                    {say(RULES.example, { author: example.authorName, text: example.text.slice(0, 100) })}
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
  const intl = useIntl();
  const say = intl.formatMessage;
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
        <span className="field-label">{say(RULES.blockList)}</span>
        <textarea rows={4} value={blockText} onChange={(event) => (setBlock(event.target.value), setSaved(false))} />
      </label>
      <label className="field">
        <span className="field-label">{say(RULES.allowList)}</span>
        <textarea rows={4} value={allowText} onChange={(event) => (setAllow(event.target.value), setSaved(false))} />
      </label>
      <div className="row">
        <button type="button" onClick={() => void save()}>
          {say(RULES.saveLists)}
        </button>
        <button
          type="button"
          onClick={() => saveTextFile(`${ruleSet.blockList.join('\n')}\n`, 'block-list.txt', 'text/plain')}
        >
          {say(RULES.exportBlockList)}
        </button>
        {saved ? <span className="ok">{say(COMMENTS.saved)}</span> : null}
      </div>
      <FilePicker
        accept=".txt,text/plain"
        label={say(RULES.importBlockList)}
        hint={say(RULES.importBlockListHint)}
        choose={say(RULES.chooseFile)}
        testId="import-block-list"
        onFile={(file) =>
          void readSharedFile(file).then(async (text) => {
            if (text === undefined) return setProblem(refusal('invalid-input', tooLarge(file, intl)));
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
  const intl = useIntl();
  const say = intl.formatMessage;
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
      if (text === undefined) return setProblem(refusal('invalid-input', tooLarge(file, intl)));
      value = JSON.parse(text);
    } catch {
      return setProblem(refusal('invalid-input', say(RULES.notJson, { name: file.name })));
    }
    const parsed = ruleSetSchema.safeParse(value);
    if (!parsed.success) return setProblem(refusal('invalid-input', ruleFileProblem(file.name, parsed.error, intl)));
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

  if (!loaded) return <p className="tile tile-error">{say(RULES.unreadable)}</p>;
  return (
    <section className="tile cm-rules" aria-labelledby="rules-title" data-testid="rules-panel">
      <h2 id="rules-title">{say(RULES.title)}</h2>
      <p className="muted">{say(RULES.about)}</p>
      {ruleSet.rules.length === 0 ? <p className="muted">{say(RULES.none)}</p> : null}
      <ol className="cm-rule-list">
        {ruleSet.rules.map((rule, index) => (
          <li key={rule.id} className="row" data-testid="rule" data-rule-id={rule.id}>
            <label>
              <input
                type="checkbox"
                checked={rule.enabled}
                onChange={(event) => void setEnabled(rule.id, event.target.checked).then(setProblem)}
              />
              <strong dir="auto">{rule.name}</strong>
            </label>
            <span className="muted">
              {say(RULES.when, {
                verb: say(SUGGESTION_VERBS[rule.decision]),
                conditions: conditionsSummary(rule.conditions, intl),
              })}
            </span>
            <button
              type="button"
              aria-label={say(RULES.moveUp, { rule: rule.name })}
              disabled={index === 0}
              onClick={() => void move(rule.id, -1).then(setProblem)}
            >
              <ArrowUp aria-hidden="true" size={14} />
            </button>
            <button
              type="button"
              aria-label={say(RULES.moveDown, { rule: rule.name })}
              disabled={index === ruleSet.rules.length - 1}
              onClick={() => void move(rule.id, 1).then(setProblem)}
            >
              <ArrowDown aria-hidden="true" size={14} />
            </button>
            <ConfirmButton
              label={say(COMMENTS.delete)}
              ariaLabel={say(RULES.deleteName, { rule: rule.name })}
              question={say(RULES.deleteQuestion)}
              confirmLabel={say(COMMENTS.yesDelete)}
              keepLabel={say(COMMENTS.keep)}
              groupLabel={say(RULES.deleteGroup, { rule: rule.name })}
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
          {say(RULES.dryRunLoaded, { count: comments.length })}
        </button>
        {more ? (
          <button type="button" data-testid="dry-run-all" disabled={busy} onClick={() => void runDry(true)}>
            {busy ? say(RULES.loadingQueue) : say(RULES.dryRunAll, { queue: say(QUEUE_LABELS[queue]) })}
          </button>
        ) : null}
      </div>
      {ruleSet.rules.some((rule) => rule.conditions.some((condition) => condition.kind === 'newAuthor')) ? (
        <AuthorLookup comments={comments} />
      ) : null}
      {result ? <DryRunResult result={result} /> : null}
      <details>
        <summary>{say(RULES.addRule)}</summary>
        <RuleForm onAdd={add} />
      </details>
      <details>
        <summary>{say(RULES.lists)}</summary>
        <Lists />
      </details>
      <div className="row">
        <button
          type="button"
          onClick={() => saveTextFile(JSON.stringify(ruleSet, null, 1), 'comment-rules.json', 'application/json')}
        >
          {say(RULES.exportRules)}
        </button>
      </div>
      <FilePicker
        accept=".json,application/json"
        label={say(RULES.importRules)}
        hint={say(RULES.importRulesHint, { app: APP_NAME })}
        choose={say(RULES.chooseFile)}
        testId="import-rules"
        onFile={(file) => void importRules(file)}
      />
      {problem ? <FailureLine failure={problem} className="error" testId="rules-problem" /> : null}
    </section>
  );
}
