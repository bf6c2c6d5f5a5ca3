// The Sections tab: the shelves of the channel's home page in the platform's order. Reorder by dragging a section by
// its handle (dnd-kit: pointer and keyboard sensors, announcements that name the section) or with Alt+Up / Alt+Down;
// add one (at most 10: the button says why it is off), edit its kind and content, remove it after asking.
import { useEffect, useState } from 'react';
import {
  addSectionBlockedReason,
  MAX_CHANNEL_SECTIONS,
  sectionTypeLabel,
  type CreatableSectionType,
  type SectionContent,
  type SectionView,
} from '../../../../shared/ipc/channel-sections';
import { actionCost, QuotaCost, QuotaCostView } from '../../../components/QuotaCost';
import { SortableList } from '../../../components/SortableList';
import { unitsLeft } from '../../../components/quota-left';
import { useQuota } from '../../../stores/quota-store';
import { sectionName } from './section-order';
import { SectionForm } from './SectionForm';
import { SectionRow } from './SectionRow';
import { useSections } from './sections-store';
import './sections.css';
import { LiveAnnouncement } from '../../../components/LiveAnnouncement';
import { FailureLine } from '../../../components/FailureLine';

const NEW_SECTION: SectionContent = { type: 'recentUploads' };
const EDIT_UNITS = actionCost('channelSections.list') + actionCost('channelSections.update');

function contentOf(section: SectionView): SectionContent {
  return {
    type: section.type as CreatableSectionType,
    ...(section.title ? { title: section.title } : {}),
    playlistIds: section.playlists.map((playlist) => playlist.id),
    channelIds: section.channels.map((channel) => channel.id),
  };
}

function SectionList({
  sections,
  editing,
  setEditing,
}: {
  readonly sections: readonly SectionView[];
  readonly editing: string | undefined;
  readonly setEditing: (id: string | undefined) => void;
}) {
  const move = useSections((s) => s.move);
  const update = useSections((s) => s.update);
  const busy = useSections((s) => s.busy);
  const moving = useSections((s) => s.moving);
  const disabled = busy !== undefined || moving !== undefined;
  return (
    <SortableList
      items={sections}
      idOf={(section) => section.id}
      nameOf={(section) => sectionName(section, sectionTypeLabel)}
      noun="section"
      label="Sections of your channel page, in order"
      className="sec-list"
      onMove={(id, to) => void move(id, to)}
    >
      {(section, index) =>
        editing === section.id ? (
          <li key={section.id} className="sec-editing">
            <SectionForm
              label={`Edit ${sectionName(section, sectionTypeLabel)}`}
              initial={contentOf(section)}
              submitLabel="Save section"
              method="channelSections.update"
              onSubmit={async (content) => {
                const refusal = await update(section.id, content);
                if (refusal === undefined) setEditing(undefined);
                return refusal;
              }}
              onCancel={() => setEditing(undefined)}
            />
          </li>
        ) : (
          <SectionRow
            key={section.id}
            section={section}
            index={index}
            count={sections.length}
            disabled={disabled || editing !== undefined}
            onEdit={() => setEditing(section.id)}
          />
        )
      }
    </SortableList>
  );
}

export function SectionsPanel() {
  const quota = useQuota((state) => state.view);
  const left = unitsLeft(useQuota((state) => state.view));
  const sections = useSections((s) => s.sections);
  const busy = useSections((s) => s.busy);
  const error = useSections((s) => s.error);
  const announcement = useSections((s) => s.announcement);
  const load = useSections((s) => s.load);
  const add = useSections((s) => s.add);
  const [editing, setEditing] = useState<string | undefined>(undefined);

  useEffect(() => {
    void load();
  }, [load]);

  const blocked = sections === undefined ? undefined : addSectionBlockedReason(sections.length);

  return (
    <section className="sec-panel" aria-labelledby="sec-title">
      <div className="sec-top">
        <h2 id="sec-title">Sections</h2>
        <span className="muted" data-testid="section-count">
          {sections === undefined ? '' : `${sections.length} of ${MAX_CHANNEL_SECTIONS}`}
        </span>
        <button
          type="button"
          className="primary"
          disabled={sections === undefined || blocked !== undefined || editing !== undefined || busy !== undefined}
          aria-describedby="sec-add-why"
          onClick={() => setEditing('new')}
        >
          Add section
        </button>
        <button type="button" className="small" onClick={() => void load()} disabled={busy !== undefined}>
          Reload
        </button>
      </div>
      <p id="sec-add-why" className={blocked ? 'warning' : 'muted'}>
        {blocked ??
          'The shelves viewers see on your channel page, top to bottom. Adding, editing, moving or removing one is a write.'}
      </p>
      <QuotaCost quota={quota} action="Each add or removal" method="channelSections.insert" />
      <QuotaCostView action="Each edit or move (the section is read first)" units={EDIT_UNITS} left={left} />
      <LiveAnnouncement text={announcement} testId="sec-announcement" />
      {error && (
        <FailureLine
          failure={error}
          retryLabel="Reload sections"
          onRetry={() => void load()}
          disabled={busy !== undefined}
        />
      )}
      {editing === 'new' && (
        <SectionForm
          label="New section"
          initial={NEW_SECTION}
          submitLabel="Add section"
          method="channelSections.insert"
          onSubmit={async (content) => {
            const refusal = await add(content);
            if (refusal === undefined) setEditing(undefined);
            return refusal;
          }}
          onCancel={() => setEditing(undefined)}
        />
      )}
      {sections === undefined && busy === 'list' && <p className="loading">Loading your sections…</p>}
      {sections?.length === 0 && (
        <p className="muted">
          Your channel page shows no sections yet. Add one: recent uploads are a good first shelf.
        </p>
      )}
      {sections && sections.length > 0 && <SectionList sections={sections} editing={editing} setEditing={setEditing} />}
    </section>
  );
}
