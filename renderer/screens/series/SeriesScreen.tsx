// The Series screen: the channel's upload templates (a series set up once, then only files dropped), each opened in
// its editor. A template is used on Uploads: choose it above the drop zone and drop the season; the one used for new
// drops on this channel is preselected there.
import { useEffect, useState } from 'react';
import { describeSlotRule } from '../../../shared/series/publish-slots';
import type { Failure } from '../../desk/failure';
import { FailureLine } from '../../components/FailureLine';
import { HelpDisclosure } from '../../components/HelpDisclosure';
import { useTemplates } from '../../stores/templates-store';
import { TemplateEditor } from './TemplateEditor';
import './series.css';

export function SeriesScreen() {
  const { loaded, templates, loadError, selectedId, announcement, dropDefaultId, load, select } = useTemplates();
  useEffect(() => {
    void load();
  }, [load]);
  const shownId = selectedId ?? templates[0]?.template.id ?? 'new';
  const shown = templates.find((entry) => entry.template.id === shownId);

  return (
    <section className="screen series-screen" aria-labelledby="series-title">
      <h1 id="series-title">Series</h1>
      <HelpDisclosure label="About upload templates">
        <p>
          A template fills the details of every file you drop with it: the title, description and tags with placeholders
          such as the file name and the episode number, the thumbnail and captions named after the video, and a publish
          slot when the series has a schedule. Choose a template above the drop zone on Uploads, then drop the files.
        </p>
      </HelpDisclosure>
      <p role="status" className="muted" data-testid="series-announcement">
        {announcement ?? ''}
      </p>
      {loadError && (
        <FailureLine failure={loadError} onRetry={() => void load()} retryLabel="Load the templates again" />
      )}
      <div className="series-layout">
        <nav className="card series-list" aria-label="Templates">
          {!loaded ? (
            <p className="loading">Loading…</p>
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
                    <strong>{template.name}</strong>
                    <span className="muted">
                      {template.slots ? describeSlotRule(template.slots) : 'No schedule'} · next {counter.next}
                    </span>
                    {template.id === dropDefaultId && <span className="badge badge-ok">New drops</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="small" onClick={() => select('new')}>
            New template
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
        Use for new drops on this channel
      </label>
      {failure && <FailureLine failure={failure} className="error" />}
    </>
  );
}
