// One section's kind and content, checked as the creator picks with the platform's rules (sectionContentProblem):
// a title for several playlists or featured channels, the playlists picked from the channel's own (private ones
// cannot be shown, so they are offered disabled with the reason), the channels from those the channel subscribes to.
// The same form adds a section and edits one; the cost is said before it is sent.
import { JOIN } from '../../../components/components-messages';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  CREATABLE_SECTION_TYPES,
  SECTION_TITLE_MAX_CHARACTERS,
  sectionNeeds,
  type CreatableSectionType,
  type SectionContent,
} from '../../../../shared/ipc/channel-sections';
import { characterCount } from '../../../../shared/text/utf8-length';
import { FailureLine } from '../../../components/FailureLine';
import { Field } from '../../../components/Field';
import { actionCost, QuotaCost, QuotaCostView } from '../../../components/QuotaCost';
import { reworded, type Failure } from '../../../desk/failure';
import { unitsLeft } from '../../../components/quota-left';
import { useQuota } from '../../../stores/quota-store';
import { useSections } from './sections-store';
import { sectionProblemIn, typeLabelIn } from './section-words';
import { CHANNEL } from '../channel-messages';

const EDIT_UNITS = actionCost('channelSections.list') + actionCost('channelSections.update');

interface SectionFormProps {
  /** Names the form for assistive technology, e.g. "New section". */
  readonly label: string;
  readonly initial: SectionContent;
  readonly submitLabel: string;
  /** The Data API method the submit uses, for its cost. */
  readonly method: 'channelSections.insert' | 'channelSections.update';
  readonly onSubmit: (content: SectionContent) => Promise<Failure | undefined>;
  readonly onCancel: () => void;
}

function toggled(ids: readonly string[], id: string, on: boolean): string[] {
  return on ? [...ids.filter((candidate) => candidate !== id), id] : ids.filter((candidate) => candidate !== id);
}

export function SectionForm({ label, initial, submitLabel, method, onSubmit, onCancel }: SectionFormProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const quota = useQuota((state) => state.view);
  const left = unitsLeft(useQuota((state) => state.view));
  const playlists = useSections((s) => s.playlists);
  const channels = useSections((s) => s.channels);
  const choicesError = useSections((s) => s.choicesError);
  const loadChoices = useSections((s) => s.loadChoices);
  const busy = useSections((s) => s.busy === 'save');
  const [type, setType] = useState<CreatableSectionType>(initial.type);
  const [title, setTitle] = useState(initial.title ?? '');
  const [playlistIds, setPlaylistIds] = useState<readonly string[]>(initial.playlistIds ?? []);
  const [channelIds, setChannelIds] = useState<readonly string[]>(initial.channelIds ?? []);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<Failure | undefined>(undefined);
  const needs = sectionNeeds(type);

  // Read again each time the form opens: a playlist made or a channel subscribed to since then must be offered.
  useEffect(() => {
    void loadChoices();
  }, [loadChoices]);

  // Only what the chosen kind shows is sent: a section that changes kind drops the other kind's content.
  const content: SectionContent = {
    type,
    ...(needs.title ? { title: title.trim() } : {}),
    ...(needs.playlists !== 'none' ? { playlistIds: [...playlistIds] } : {}),
    ...(needs.channels ? { channelIds: [...channelIds] } : {}),
  };
  const problem = sectionProblemIn(content, intl);
  const typeHelp = say(CHANNEL.typeHelp, { type });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefusal(undefined);
    if (problem) return;
    setRefusal(await onSubmit(content));
  };

  return (
    <form className="card sec-form" aria-label={label} onSubmit={(event) => void submit(event)} noValidate>
      <Field label={say(CHANNEL.kind)} help={typeHelp || undefined}>
        {(a11y) => (
          <select
            {...a11y}
            value={type}
            autoFocus
            onChange={(event) => setType(event.target.value as CreatableSectionType)}
          >
            {CREATABLE_SECTION_TYPES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {typeLabelIn(intl)(candidate)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {needs.title && (
        <Field
          label={say(CHANNEL.title)}
          counter={`${characterCount(title)} / ${SECTION_TITLE_MAX_CHARACTERS}`}
          problems={
            tried && title.trim() === ''
              ? say(CHANNEL.needsTitle)
              : characterCount(title) > SECTION_TITLE_MAX_CHARACTERS
                ? say(CHANNEL.titleTooLong, { max: SECTION_TITLE_MAX_CHARACTERS })
                : undefined
          }
        >
          {(a11y) => (
            <input {...a11y} value={title} autoComplete="off" onChange={(event) => setTitle(event.target.value)} />
          )}
        </Field>
      )}
      {needs.playlists !== 'none' && (
        <fieldset className="choice sec-choices">
          <legend>{say(needs.playlists === 'one' ? CHANNEL.playlist : CHANNEL.playlistsTicked)}</legend>
          {playlists === undefined && !choicesError && <p className="loading">{say(CHANNEL.loadingPlaylists)}</p>}
          {playlists?.length === 0 && <p className="muted">{say(CHANNEL.noPlaylists)}</p>}
          {playlists?.map((playlist) => {
            const hidden = playlist.privacy === 'private';
            const picked = playlistIds.includes(playlist.id);
            return (
              <label key={playlist.id} className="check">
                <input
                  type={needs.playlists === 'one' ? 'radio' : 'checkbox'}
                  name="sec-playlist"
                  checked={picked}
                  disabled={hidden && !picked}
                  onChange={(event) =>
                    setPlaylistIds(
                      needs.playlists === 'one'
                        ? [playlist.id]
                        : toggled(playlistIds, playlist.id, event.target.checked),
                    )
                  }
                />
                <span>
                  {say(JOIN.side, {
                    first: (
                      <span key="title" dir="auto">
                        {playlist.title}
                      </span>
                    ),
                    second: (
                      <span key="note" className="muted">
                        {hidden ? say(CHANNEL.privatePlaylist) : say(CHANNEL.videoCount, { count: playlist.itemCount })}
                      </span>
                    ),
                  })}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      {needs.channels && (
        <fieldset className="choice sec-choices">
          <legend>{say(CHANNEL.featureChannels)}</legend>
          {channels === undefined && !choicesError && <p className="loading">{say(CHANNEL.loadingSubscriptions)}</p>}
          {channels?.length === 0 && <p className="muted">{say(CHANNEL.noSubscriptionsToFeature)}</p>}
          {channels?.map((channel) => (
            <label key={channel.subscriptionId} className="check">
              <input
                type="checkbox"
                checked={channelIds.includes(channel.channelId)}
                onChange={(event) => setChannelIds(toggled(channelIds, channel.channelId, event.target.checked))}
              />
              <span dir="auto">{channel.title}</span>
            </label>
          ))}
        </fieldset>
      )}
      {choicesError && (
        <FailureLine
          failure={reworded(choicesError, (message) => say(CHANNEL.choicesFailed, { message }))}
          onRetry={() => void loadChoices()}
        />
      )}
      {tried && problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
      {refusal && <FailureLine failure={refusal} />}
      <div className="row">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? say(CHANNEL.saving) : submitLabel}
        </button>
        <button type="button" onClick={onCancel} disabled={busy}>
          {say(CHANNEL.cancel)}
        </button>
        {method === 'channelSections.insert' ? (
          <QuotaCost quota={quota} action={say(CHANNEL.addsIt)} method={method} />
        ) : (
          // An edit reads the section first, to send it back whole.
          <QuotaCostView action={say(CHANNEL.savesIt)} units={EDIT_UNITS} left={left} />
        )}
      </div>
    </form>
  );
}
