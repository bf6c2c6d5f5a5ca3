// The altered or synthetic content question the platform asks of every upload (status.containsSyntheticMedia,
// discovery revision 20260924; asked since 2024-10-30), as a yes/no pair of radio buttons with nothing chosen until
// the creator answers: no answer is never shown or sent as "no". Its words follow the platform's help page
// "Disclosing use of altered or synthetic content" (support.google.com/youtube/answer/14328491, read on 2026-12-07;
// shared/uploads/synthetic-media.ts holds them). What it covers: realistic content that makes a real person appear
// to say or do what they did not, alters footage of a real event or place, or shows a realistic scene that did not
// happen. What it does not: clearly unrealistic content, minor edits and effects, AI that only helped production.
// Those two lists sit behind a disclosure so the form stays short. A screen owns the value and where it goes. Where
// not answering is a choice of its own (a template may leave each upload to the upload settings), a third radio says
// so and takes an answer back.
import { SYNTHETIC_MEDIA_HELP_URL } from '../../shared/uploads/synthetic-media';
import { SYNTHETIC } from './components-messages';
import { HelpDisclosure } from './HelpDisclosure';
import { useWords } from './words';

export function SyntheticMediaQuestion({
  group,
  value,
  onChange,
  problem,
  disabled = false,
  unanswered,
}: {
  /** Unique on the screen: names the radio group and the ids the question's texts are read by. */
  readonly group: string;
  /** true: yes; false: no; undefined: not answered yet. */
  readonly value: boolean | undefined;
  readonly onChange: (answer: boolean) => void;
  /** Said under the question (e.g. why an upload is held until it is answered). */
  readonly problem?: string;
  readonly disabled?: boolean;
  /** A third choice that leaves the question unanswered (its label), for forms where an answer is optional. */
  readonly unanswered?: { readonly label: string; readonly onChoose: () => void };
}) {
  const say = useWords().formatMessage;
  const questionId = `${group}-synthetic-question`;
  const stateId = `${group}-synthetic-state`;
  const problemId = `${group}-synthetic-problem`;
  const choices: ReadonlyArray<[boolean, string]> = [
    [true, say(SYNTHETIC.yes)],
    [false, say(SYNTHETIC.no)],
  ];
  return (
    <fieldset
      className="choice synthetic-media"
      aria-describedby={[questionId, ...(value === undefined && !unanswered ? [stateId] : []), problemId].join(' ')}
    >
      <legend>{say(SYNTHETIC.legend)}</legend>
      <p id={questionId} className="hint">
        {say(SYNTHETIC.question)}
      </p>
      {choices.map(([answer, label]) => (
        <label key={String(answer)} className="check">
          <input
            type="radio"
            name={`${group}-synthetic-media`}
            value={answer ? 'yes' : 'no'}
            checked={value === answer}
            disabled={disabled}
            onChange={() => onChange(answer)}
          />
          {label}
        </label>
      ))}
      {unanswered ? (
        <label className="check">
          <input
            type="radio"
            name={`${group}-synthetic-media`}
            value=""
            checked={value === undefined}
            disabled={disabled}
            onChange={unanswered.onChoose}
          />
          {unanswered.label}
        </label>
      ) : null}
      {value === undefined && !unanswered ? (
        <p id={stateId} className="hint">
          {say(SYNTHETIC.unanswered)}
        </p>
      ) : null}
      <HelpDisclosure label={say(SYNTHETIC.whatCounts)}>
        <p>{say(SYNTHETIC.sayYesWhen)}</p>
        <ul>
          {[SYNTHETIC.cover1, SYNTHETIC.cover2, SYNTHETIC.cover3].map((item) => (
            <li key={item.id}>{say(item)}</li>
          ))}
        </ul>
        <p>{say(SYNTHETIC.coversTools)}</p>
        <p>{say(SYNTHETIC.notCovered)}</p>
        <p>{say(SYNTHETIC.label)}</p>
        <p>
          <a href={SYNTHETIC_MEDIA_HELP_URL} target="_blank" rel="noopener noreferrer">
            {say(SYNTHETIC.helpPage)}
          </a>
        </p>
      </HelpDisclosure>
      <p id={problemId} className="error field-problem" aria-live="polite">
        {problem}
      </p>
    </fieldset>
  );
}
