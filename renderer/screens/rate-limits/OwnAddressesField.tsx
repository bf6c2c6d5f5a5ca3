// The creator's own addresses, one per line (an address or a CIDR range): a replay flags each one a draft would
// have stopped. Checked as typed with the same rule the main process applies; saved in the app's data folder.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ownAddressProblem } from '../../../shared/rate-limits/own-addresses';
import { FailureLine } from '../../components/FailureLine';
import { Field } from '../../components/Field';
import { useReplay } from './replay-store';
import { OWN } from './rate-limits-messages';

const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');

export function OwnAddressesField() {
  const own = useReplay((s) => s.own);
  const ownError = useReplay((s) => s.ownError);
  const loadOwn = useReplay((s) => s.loadOwn);
  const saveOwn = useReplay((s) => s.saveOwn);
  const [text, setText] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const intl = useIntl();
  const say = intl.formatMessage;
  useEffect(() => {
    void loadOwn();
  }, [loadOwn]);
  const shown = text ?? own?.addresses.join('\n') ?? '';
  const problems = linesOf(shown).flatMap((line) => {
    const problem = ownAddressProblem(line, intl);
    return problem ? [say(OWN.problem, { line, problem })] : [];
  });
  const count = own?.addresses.length ?? 0;
  return (
    <details className="rl-own">
      <summary>{say(OWN.summary, { count, demo: own?.demo ? 'yes' : 'no' })}</summary>
      <Field label={say(OWN.field)} help={say(OWN.help)} problems={problems}>
        {(a11y) => (
          <textarea
            {...a11y}
            rows={3}
            className="rl-code"
            translate="no"
            value={shown}
            data-testid="own-addresses"
            onChange={(e) => {
              setText(e.target.value);
              setSaved(false);
            }}
          />
        )}
      </Field>
      <div className="row">
        <button
          type="button"
          className="small"
          disabled={problems.length > 0 || text === undefined}
          onClick={() =>
            void saveOwn(linesOf(shown)).then((ok) => {
              if (ok) {
                setText(undefined);
                setSaved(true);
              }
            })
          }
        >
          {say(OWN.save)}
        </button>
        <span className="muted" role="status">
          {saved ? say(OWN.saved) : ''}
        </span>
      </div>
      {ownError && <FailureLine failure={ownError} className="tile tile-error" />}
    </details>
  );
}
