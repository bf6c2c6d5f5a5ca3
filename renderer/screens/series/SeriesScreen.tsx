// The Series screen: the channel's upload templates (a series set up once, then only files dropped), each opened in
// its editor. A template is used on Uploads: choose it above the drop zone and drop the season; the one used for new
// drops on this channel is preselected there.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Failure } from '../../desk/failure';
import { FailureLine } from '../../components/FailureLine';
import { HelpDisclosure } from '../../components/HelpDisclosure';
import { useTemplates } from '../../stores/templates-store';
import { SERIES } from './series-messages';
import { describeSlotRuleIn } from '../../components/slot-words';
import { TemplateEditor } from './TemplateEditor';
import './series.css';

export function SeriesScreen() {
  const intl = useIntl();
  const { loaded, templates, loadError, selectedId, announcement, dropDefaultId, load, select } = useTemplates();
  useEffect(() => {
    void load();
  }, [load]);
  const shownId = selectedId ?? templates[0]?.template.id ?? 'new';
  const shown = templates.find((entry) => entry.template.id === shownId);

  return (
    <section className="screen series-screen" aria-labelledby="series-title">
      <h1 id="series-title">{intl.formatMessage(SERIES.title)}</h1>
      <HelpDisclosure label={intl.formatMessage(SERIES.about)}>
        <p>{intl.formatMessage(SERIES.aboutText)}</p>
      </HelpDisclosure>
      <p role="status" className="muted" data-testid="series-announcement">
        {announcement ?? ''}
      </p>
      {loadError && (
        <FailureLine
          failure={loadError}
          onRetry={() => void load()}
          retryLabel={intl.formatMessage(SERIES.loadAgain)}
        />
      )}
      <div className="series-layout">
        <nav className="card series-list" aria-label={intl.formatMessage(SERIES.listName)}>
          {!loaded ? (
            <p className="loading">{intl.formatMessage(SERIES.loading)}</p>
          ) : (
            <ul className="up-plain-list">
              {templates.map(({ template, counter }) => (
                <li key={template.id}>
                  <button
                    type="button"
                    className={`series-list-item ${template.id === shownId ? 'series-list-current' : ''}`}
                    aria-current={template.id === shownId ? 'true' : undefined}
                    onClick={() => select(template.id)}
                  >
                    <strong dir="auto">{template.name}</strong>
                    <span className="muted">
                      {intl.formatMessage(SERIES.itemLine, {
                        schedule: template.slots
                          ? describeSlotRuleIn(intl, template.slots)
                          : intl.formatMessage(SERIES.noSchedule),
                        next: counter.next,
                      })}
                    </span>
                    {template.id === dropDefaultId && (
                      <span className="badge badge-ok">{intl.formatMessage(SERIES.newDrops)}</span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="small" onClick={() => select('new')}>
            {intl.formatMessage(SERIES.newTemplate)}
          </button>
          {shown && <DropDefaultChoice key={shown.template.id} id={shown.template.id} />}
        </nav>
        {loaded && <TemplateEditor key={shownId} view={shown} />}
      </div>
    </section>
  );
}

/** Whether the shown template is the one the drop zone starts from on this channel (the other channels keep theirs). */
function DropDefaultChoice({ id }: { readonly id: string }) {
  const intl = useIntl();
  const dropDefaultId = useTemplates((s) => s.dropDefaultId);
  const setDropDefault = useTemplates((s) => s.setDropDefault);
  const [failure, setFailure] = useState<Failure | undefined>();
  return (
    <>
      <label className="check">
        <input
          type="checkbox"
          checked={dropDefaultId === id}
          onChange={(event) => void setDropDefault(event.target.checked ? id : undefined).then(setFailure)}
        />
        {intl.formatMessage(SERIES.useForNewDrops)}
      </label>
      {failure && <FailureLine failure={failure} className="error" />}
    </>
  );
}
