// The Rate limits screen: the rulesets API token, a zone, its rate limiting rules in order, and the editor with the
// traffic simulator beside it, and the log replay under them.
import { useEffect, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { checkRuleForm } from '../../../shared/rate-limits/rule-form';
import { RULE_TEMPLATES } from '../../../shared/rate-limits/templates';
import { FailureLine } from '../../components/FailureLine';
import { HelpDisclosure } from '../../components/HelpDisclosure';
import { subscribeRateLimitEvents, useRateLimits } from './rate-limits-store';
import { ChangeReview } from './ChangeReview';
import { ReviewReplay } from './ReviewReplay';
import { RuleEditor } from './RuleEditor';
import { ReplayPanel } from './ReplayPanel';
import { RuleList } from './RuleList';
import { RulesCodePanel } from './RulesCodePanel';
import { SimulatorPanel } from './SimulatorPanel';
import { TokenPanel } from './TokenPanel';
import { SCREEN_NAMES } from '../../../shared/desktop/screen-messages';
import { RL } from './rate-limits-messages';
import { templateKey } from './rule-words';
import './rate-limits.css';

function useRateLimitEvents(): void {
  const load = useRateLimits((s) => s.load);
  useEffect(() => {
    void load();
    return subscribeRateLimitEvents();
  }, [load]);
}

function ZonePicker() {
  const zones = useRateLimits((s) => s.zones);
  const zoneId = useRateLimits((s) => s.zoneId);
  const busy = useRateLimits((s) => s.busy);
  const selectZone = useRateLimits((s) => s.selectZone);
  const say = useIntl().formatMessage;
  const id = useId();
  if (zones.length === 0) {
    return busy === 'zones' ? (
      <p className="muted">{say(RL.loadingZones)}</p>
    ) : (
      <p className="muted">{say(RL.noZones)}</p>
    );
  }
  return (
    <div className="row rl-zone">
      <label htmlFor={id}>{say(RL.zone)}</label>
      <select id={id} value={zoneId ?? ''} onChange={(e) => void selectZone(e.target.value)} disabled={busy === 'save'}>
        {zones.map((zone) => (
          <option key={zone.id} value={zone.id}>
            {zone.plan ? say(RL.zonePlan, { zone: zone.name, plan: zone.plan }) : zone.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function NewRule() {
  const openNew = useRateLimits((s) => s.openNew);
  const editing = useRateLimits((s) => s.editor !== undefined);
  const say = useIntl().formatMessage;
  return (
    <section className="rl-new" aria-labelledby="rl-new-title">
      <h2 id="rl-new-title">{say(RL.addRule)}</h2>
      <ul className="rl-templates">
        {RULE_TEMPLATES.map((template) => (
          <li key={template.id}>
            <button type="button" onClick={() => openNew(template.id)} aria-describedby={`rl-template-${template.id}`}>
              {say(RL.templateTitle, { template: templateKey(template.id) })}
            </button>
            <span id={`rl-template-${template.id}`} className="muted">
              {say(RL.templateSummary, { template: templateKey(template.id) })}
            </span>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => openNew()}>
            {say(RL.blankRule)}
          </button>
          <span className="muted">{say(RL.blankRuleText)}</span>
        </li>
      </ul>
      {editing && <p className="muted">{say(RL.openingAnother)}</p>}
    </section>
  );
}

function Workbench() {
  const editor = useRateLimits((s) => s.editor);
  const intl = useIntl();
  const check = useMemo(() => (editor ? checkRuleForm(editor.form, intl) : undefined), [editor, intl]);
  if (!editor || !check) return null;
  return (
    <>
      <div className="rl-workbench">
        <RuleEditor key={editor.session} check={check} />
        <SimulatorPanel form={editor.form} />
      </div>
      <ReplayPanel form={editor.form} />
    </>
  );
}

export function RateLimitsScreen() {
  useRateLimitEvents();
  const status = useRateLimits((s) => s.status);
  const error = useRateLimits((s) => s.error);
  const announcement = useRateLimits((s) => s.announcement);
  const dismissError = useRateLimits((s) => s.dismissError);
  const load = useRateLimits((s) => s.load);
  const ready = status?.hasToken === true && status.verified;
  const say = useIntl().formatMessage;

  return (
    <section className="screen rl-screen" aria-labelledby="rl-title">
      <h1 id="rl-title">{say(SCREEN_NAMES.rateLimits)}</h1>
      <HelpDisclosure label={say(RL.about)}>
        <p>{say(RL.aboutText)}</p>
      </HelpDisclosure>
      <p className="visually-hidden" aria-live="polite" data-testid="rl-announcement">
        {announcement}
      </p>
      {error && (
        <FailureLine
          failure={error}
          onRetry={() => void load()}
          className="tile tile-error rl-alert"
          testId="rl-error"
          preformatted
          messageClassName="rl-multiline"
        >
          <button type="button" className="small" onClick={dismissError}>
            {say(RL.dismiss)}
          </button>
        </FailureLine>
      )}
      <TokenPanel />
      {ready && (
        <>
          <ZonePicker />
          <RuleList />
          <RulesCodePanel />
          <NewRule />
          <Workbench />
          <ChangeReview extra={<ReviewReplay />} />
        </>
      )}
    </section>
  );
}
