// A sweep of published comments: spam waves land there too. The latest videos' published comments are paged through
// (the cost is shown before it starts), the rules run over them, and what they catch can be taken in one go.
import { JOIN } from '../../components/components-messages';
import { useAuthorFacts } from './author-facts-store';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RULES } from './comment-rules-messages';
import { COMMENTS } from './comments-messages';
import type { CommentView } from '../../../shared/comments/comment-view';
import { dryRun, suggest, type DryRun, type Suggestion } from '../../../shared/comments/rules/evaluate';
import { PatternsStopped } from './PatternsStopped';
import { FailureLine } from '../../components/FailureLine';
import { failureOf, reworded, type Failure } from '../../desk/failure';
import { useComments } from './comments-store';
import { pageThrough } from './page-through';
import { useCommentRules } from './rules-store';
import { pendingSuggestions, takeSuggestions } from './take-suggestions';

function CountInput(props: {
  readonly label: string;
  readonly max: number;
  readonly value: number;
  readonly onChange: (value: number) => void;
}) {
  return (
    <label className="cm-count-input">
      {props.label}
      <input
        type="number"
        min={1}
        max={props.max}
        value={props.value}
        onChange={(event) => props.onChange(Math.max(1, Math.min(props.max, Number(event.target.value) || 1)))}
      />
    </label>
  );
}

export function SweepPanel() {
  const say = useIntl().formatMessage;
  const videos = useComments((s) => s.videos);
  const decisions = useComments((s) => s.decisions);
  const ruleSet = useCommentRules((s) => s.ruleSet);
  const [videoCount, setVideoCount] = useState(5);
  const [pages, setPages] = useState(3);
  const [running, setRunning] = useState(false);
  const [found, setFound] = useState<{
    comments: CommentView[];
    suggestions: Map<string, Suggestion>;
    dry: DryRun;
    units: number;
  }>();
  const [failure, setFailure] = useState<Failure>();
  const chosen = videos.slice(0, videoCount);
  const most = chosen.length * pages;

  const run = async () => {
    setRunning(true);
    setFailure(undefined);
    try {
      const comments: CommentView[] = [];
      let units = 0;
      for (const video of chosen) {
        const page = await pageThrough({ queue: 'published', videoId: video.id }, { maxPages: pages });
        comments.push(...page.comments);
        units += page.progress.units;
      }
      const options = { now: Date.now(), authors: useAuthorFacts.getState().authors };
      setFound({
        comments,
        suggestions: suggest(ruleSet, comments, options),
        dry: dryRun(ruleSet, comments, options),
        units,
      });
    } catch (error) {
      setFailure(reworded(failureOf(error), (message) => say(RULES.sweepStopped, { message })));
    } finally {
      setRunning(false);
    }
  };

  const pending = found ? [...pendingSuggestions(found.comments, found.suggestions, decisions).values()].flat() : [];
  return (
    <section className="tile cm-sweep" aria-labelledby="sweep-title" data-testid="sweep-panel">
      <h2 id="sweep-title">{say(RULES.sweepTitle)}</h2>
      <div className="row">
        <CountInput label={say(RULES.latestVideos)} max={50} value={videoCount} onChange={setVideoCount} />
        <CountInput label={say(RULES.pagesPerVideo)} max={20} value={pages} onChange={setPages} />
        <button type="button" className="primary" disabled={running || chosen.length === 0} onClick={() => void run()}>
          {running ? say(RULES.sweeping) : say(RULES.sweep, { units: most })}
        </button>
      </div>
      {found ? (
        <div role="status" data-testid="sweep-result">
          <p>
            {say(RULES.sweepResult, {
              count: found.comments.length,
              cost: say(COMMENTS.units, { count: found.units }),
              suggested: found.suggestions.size,
            })}
          </p>
          <ul>
            {found.dry.lines
              .filter((line) => line.matches > 0)
              .map((line) => (
                <li key={line.ruleId}>
                  {say(JOIN.side, {
                    first: say(line.enabled ? RULES.sweepLine : RULES.sweepLineOff, {
                      rule: line.ruleName,
                      count: line.matches,
                    }),
                    second: line.examples[0] ? (
                      <span key="example" className="muted" dir="auto">
                        {say(RULES.sweepExample, {
                          author: line.examples[0].authorName,
                          text: line.examples[0].text.slice(0, 80),
                        })}
                      </span>
                    ) : (
                      ''
                    ),
                  })}
                </li>
              ))}
          </ul>
          <PatternsStopped result={found.dry} />
          {pending.length > 0 ? (
            <button type="button" onClick={() => void takeSuggestions(found.comments, found.suggestions)}>
              {say(RULES.takeSuggestions, { count: pending.length })}
            </button>
          ) : null}
        </div>
      ) : null}
      {failure ? <FailureLine failure={failure} onRetry={() => void run()} disabled={running} /> : null}
    </section>
  );
}
