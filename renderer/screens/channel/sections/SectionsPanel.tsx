// The Sections tab: the shelves of the channel's home page in the platform's order. Reorder by dragging a section by
// its handle (dnd-kit: pointer and keyboard sensors, announcements that name the section) or with Alt+Up / Alt+Down;
// add one (at most 10: the button says why it is off), edit its kind and content, remove it after asking.
import { useEffect, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  addSectionBlockedReason,
  MAX_CHANNEL_SECTIONS,
  type CreatableSectionType,
  type SectionContent,
  type SectionView,
} from '../../../../shared/ipc/channel-sections';
import { actionCost, QuotaCost, QuotaCostView } from '../../../components/QuotaCost';
import { SortableList, type SortableWords } from '../../../components/SortableList';
import { unitsLeft } from '../../../components/quota-left';
import { useQuota } from '../../../stores/quota-store';
import { sectionNameIn } from './section-words';
import { CHANNEL } from '../channel-messages';
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

function sortableWords(intl: IntlShape): SortableWords {
  const say = intl.formatMessage;
  return {
    instructions: say(CHANNEL.moveInstructions),
    unnamed: say(CHANNEL.moveUnnamed),
    pickedUp: (name, position) => say(CHANNEL.pickedUp, { name, position }),
    over: (name, position, count) => say(CHANNEL.over, { name, position, count }),
    droppedAt: (name, position) => say(CHANNEL.droppedAt, { name, position }),
    dropped: (name) => say(CHANNEL.dropped, { name }),
    cancelled: (name) => say(CHANNEL.cancelled, { name }),
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
  const intl = useIntl();
  const say = intl.formatMessage;
  const move = useSections((s) => s.move);
  const update = useSections((s) => s.update);
  const busy = useSections((s) => s.busy);
  const moving = useSections((s) => s.moving);
  const disabled = busy !== undefined || moving !== undefined;
  return (
    <SortableList
      items={sections}
      idOf={(section) => section.id}
      nameOf={(section) => sectionNameIn(section, intl)}
      noun="section"
      label={say(CHANNEL.sectionsList)}
      words={sortableWords(intl)}
      className="sec-list"
      onMove={(id, to) => void move(id, to)}
    >
      {(section, index) =>
        editing === section.id ? (
          <li key={section.id} className="sec-editing">
            <SectionForm
              label={say(CHANNEL.editSection, { name: sectionNameIn(section, intl) })}
              initial={contentOf(section)}
              submitLabel={say(CHANNEL.saveSection)}
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
  const say = useIntl().formatMessage;
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

  const blocked =
    sections === undefined || addSectionBlockedReason(sections.length) === undefined
      ? undefined
      : say(CHANNEL.sectionLimit, { max: MAX_CHANNEL_SECTIONS });

  return (
    <section className="sec-panel" aria-labelledby="sec-title">
      <div className="sec-top">
        <h2 id="sec-title">{say(CHANNEL.tabSections)}</h2>
        <span className="muted" data-testid="section-count">
          {sections === undefined
            ? ''
            : say(CHANNEL.sectionsCount, { count: sections.length, max: MAX_CHANNEL_SECTIONS })}
        </span>
        <button
          type="button"
          className="primary"
          disabled={sections === undefined || blocked !== undefined || editing !== undefined || busy !== undefined}
          aria-describedby="sec-add-why"
          onClick={() => setEditing('new')}
        >
          {say(CHANNEL.addSection)}
        </button>
        <button type="button" className="small" onClick={() => void load()} disabled={busy !== undefined}>
          {say(CHANNEL.reload)}
        </button>
      </div>
      <p id="sec-add-why" className={blocked ? 'warning' : 'muted'}>
        {blocked ?? say(CHANNEL.sectionsAbout)}
      </p>
      <QuotaCost quota={quota} action={say(CHANNEL.addRemoveCost)} method="channelSections.insert" />
      <QuotaCostView action={say(CHANNEL.editMoveCost)} units={EDIT_UNITS} left={left} />
      <LiveAnnouncement text={announcement} testId="sec-announcement" />
      {error && (
        <FailureLine
          failure={error}
          retryLabel={say(CHANNEL.reloadSections)}
          onRetry={() => void load()}
          disabled={busy !== undefined}
        />
      )}
      {editing === 'new' && (
        <SectionForm
          label={say(CHANNEL.newSection)}
          initial={NEW_SECTION}
          submitLabel={say(CHANNEL.addSection)}
          method="channelSections.insert"
          onSubmit={async (content) => {
            const refusal = await add(content);
            if (refusal === undefined) setEditing(undefined);
            return refusal;
          }}
          onCancel={() => setEditing(undefined)}
        />
      )}
      {sections === undefined && busy === 'list' && <p className="loading">{say(CHANNEL.loadingSections)}</p>}
      {sections?.length === 0 && <p className="muted">{say(CHANNEL.noSections)}</p>}
      {sections && sections.length > 0 && <SectionList sections={sections} editing={editing} setEditing={setEditing} />}
    </section>
  );
}
