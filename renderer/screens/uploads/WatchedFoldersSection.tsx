// Watched folders, in the upload settings panel: each folder with its state (watching, missing, unreadable), the
// files it enqueued and those still being copied, what a new file does (held for review or started), its template
// and whether subfolders count; a folder is added through the system's folder dialog. Browser mode cannot watch a
// folder on this computer, and the section says so in the main process's words. Each folder queues for its own
// channel (the one chosen when it was added), so every folder is listed whichever channel is chosen, with its channel.
import { FolderPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type {
  AddWatchedFolder,
  OnArrival,
  WatchedFolderView,
  WatchState,
} from '../../../shared/watched-folders/watched-folder';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FailureLine } from '../../components/FailureLine';
import { useTemplates } from '../../stores/templates-store';
import { Field } from '../../components/Field';
import type { Failure } from '../../desk/failure';
import { useChannels } from '../../stores/channels-store';
import { subscribeWatchedFolderEvents, useWatchedFolders } from './watched-folders-store';
import { SETTINGS } from './upload-settings-messages';

const ARRIVAL_CHOICES: ReadonlyArray<{ readonly value: OnArrival; readonly label: MessageDescriptor }> = [
  { value: 'hold', label: SETTINGS.arrivalHold },
  { value: 'start', label: SETTINGS.arrivalStart },
];

const STATE_BADGES: Readonly<Record<WatchState, { readonly label: MessageDescriptor; readonly className: string }>> = {
  starting: { label: SETTINGS.stateStarting, className: 'badge badge-muted' },
  watching: { label: SETTINGS.stateWatching, className: 'badge badge-ok' },
  missing: { label: SETTINGS.stateMissing, className: 'badge badge-warning' },
  unreadable: { label: SETTINGS.stateUnreadable, className: 'badge badge-error' },
};

/** The select's value for a folder without a template. */
const NO_TEMPLATE = '';

/** The signed-in channels as a folder row names them, and which one is chosen. */
interface FolderChannels {
  readonly titles: Readonly<Record<string, string>>;
  readonly chosenId: string | undefined;
}

const NO_CHANNELS: FolderChannels = { titles: {}, chosenId: undefined };

export function WatchedFoldersSection() {
  const { folders, unavailable, loadFailure, load } = useWatchedFolders();
  const signedIn = useChannels((s) => s.channels);
  const channels: FolderChannels = {
    titles: Object.fromEntries(signedIn.map((each) => [each.channel.id, each.channel.title])),
    chosenId: signedIn.find((each) => each.chosen)?.channel.id,
  };
  useEffect(() => subscribeWatchedFolderEvents(), []);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <WatchedFoldersView
      folders={folders}
      unavailable={unavailable}
      loadFailure={loadFailure}
      channels={channels}
      onRetry={() => void load()}
    />
  );
}

/** The section from what the store holds (rendered as is by the tests). */
export function WatchedFoldersView({
  folders,
  unavailable,
  loadFailure,
  channels = NO_CHANNELS,
  onRetry,
}: {
  readonly folders: readonly WatchedFolderView[] | undefined;
  readonly unavailable: string | undefined;
  readonly loadFailure: Failure | undefined;
  readonly channels?: FolderChannels;
  readonly onRetry: () => void;
}) {
  const say = useIntl().formatMessage;
  return (
    <section className="up-watched" aria-labelledby="up-watched-title">
      <h3 id="up-watched-title">{say(SETTINGS.watched)}</h3>
      {unavailable ? (
        <p className="muted" data-testid="watched-folders-unavailable">
          {unavailable}
        </p>
      ) : loadFailure ? (
        <FailureLine
          failure={{ ...loadFailure, message: say(SETTINGS.watchedReadFailed, { reason: loadFailure.message }) }}
          onRetry={onRetry}
        />
      ) : !folders ? (
        <p className="muted">{say(SETTINGS.watchedLoading)}</p>
      ) : (
        <>
          <p className="muted">{say(SETTINGS.watchedHelp)}</p>
          {folders.length === 0 ? (
            <p className="muted">{say(SETTINGS.noFolder)}</p>
          ) : (
            <ul className="up-watched-list">
              {folders.map((folder) => (
                <WatchedFolderRow key={folder.id} folder={folder} channels={channels} />
              ))}
            </ul>
          )}
          <AddFolderForm />
        </>
      )}
    </section>
  );
}

function WatchedFolderRow({
  folder,
  channels,
}: {
  readonly folder: WatchedFolderView;
  readonly channels: FolderChannels;
}) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const update = useWatchedFolders((s) => s.update);
  const remove = useWatchedFolders((s) => s.remove);
  const [failure, setFailure] = useState<Failure | undefined>();
  const badge = STATE_BADGES[folder.state];
  const change = (patch: Omit<Parameters<typeof update>[0], 'id'>): void =>
    void update({ id: folder.id, ...patch }).then(setFailure);
  return (
    <li className="up-watched-row">
      <div className="up-watched-head">
        <span className="up-watched-path" title={folder.path} dir="auto" translate="no">
          {folder.path}
        </span>
        <span className={badge.className}>{say(badge.label)}</span>
      </div>
      {folder.channelId !== undefined && (
        <p className="muted" data-testid="watched-folder-channel">
          {channelLineOf(folder.channelId, channels, intl)}
        </p>
      )}
      {folder.problem && <p className="muted">{folder.problem}</p>}
      <p className="muted" data-testid="watched-folder-counts">
        {countsOf(folder, intl)}
      </p>
      <div className="up-watched-fields">
        <Field label={say(SETTINGS.whenArrives)}>
          {(a11y) => (
            <select
              {...a11y}
              value={folder.onArrival}
              onChange={(event) => change({ onArrival: event.target.value as OnArrival })}
            >
              {ARRIVAL_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {say(choice.label)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {folder.channelId === undefined || folder.channelId === channels.chosenId ? (
          <TemplateField value={folder.templateId ?? null} onChange={(templateId) => change({ templateId })} />
        ) : (
          // The templates listed are the chosen channel's; another channel's folder keeps its own until that
          // channel is chosen.
          <Field
            label={say(SETTINGS.template)}
            help={say(SETTINGS.otherChannelTemplate, {
              channel: channels.titles[folder.channelId] ?? say(SETTINGS.itsChannel),
            })}
          >
            {(a11y) => (
              <select {...a11y} value={folder.templateId ?? NO_TEMPLATE} disabled>
                <option value={folder.templateId ?? NO_TEMPLATE}>
                  {say(folder.templateId ? SETTINGS.thatChannelTemplate : SETTINGS.noTemplate)}
                </option>
              </select>
            )}
          </Field>
        )}
        <label className="check">
          <input
            type="checkbox"
            checked={folder.includeSubfolders ?? false}
            onChange={(event) => change({ includeSubfolders: event.target.checked })}
          />
          {say(SETTINGS.subfolders)}
        </label>
      </div>
      {failure && <FailureLine failure={failure} className="error" />}
      <ConfirmButton
        label={say(SETTINGS.stopWatching)}
        ariaLabel={say(SETTINGS.stopWatchingName, { path: folder.path })}
        question={say(SETTINGS.stopQuestion)}
        confirmLabel={say(SETTINGS.stopYes)}
        keepLabel={say(SETTINGS.stopKeep)}
        groupLabel={say(SETTINGS.stopGroup, { path: folder.path })}
        onConfirm={() => void remove(folder.id).then(setFailure)}
      />
    </li>
  );
}

function AddFolderForm() {
  const say = useIntl().formatMessage;
  const add = useWatchedFolders((s) => s.add);
  const [request, setRequest] = useState<AddWatchedFolder>({
    existing: 'ignore',
    onArrival: 'hold',
    templateId: null,
    includeSubfolders: false,
  });
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<Failure | undefined>();
  return (
    <form
      aria-label={say(SETTINGS.addForm)}
      className="up-watched-add"
      onSubmit={(event) => {
        event.preventDefault();
        setAdding(true);
        void add(request).then((error) => {
          setAdding(false);
          setFailure(error);
        });
      }}
    >
      <fieldset className="choice">
        <legend>{say(SETTINGS.existing)}</legend>
        <label className="check">
          <input
            type="radio"
            name="watched-existing"
            checked={request.existing === 'ignore'}
            onChange={() => setRequest({ ...request, existing: 'ignore' })}
          />
          {say(SETTINGS.existingIgnore)}
        </label>
        <label className="check">
          <input
            type="radio"
            name="watched-existing"
            checked={request.existing === 'enqueue'}
            onChange={() => setRequest({ ...request, existing: 'enqueue' })}
          />
          {say(SETTINGS.existingEnqueue)}
        </label>
      </fieldset>
      <div className="up-watched-fields">
        <Field label={say(SETTINGS.whenArrives)}>
          {(a11y) => (
            <select
              {...a11y}
              value={request.onArrival}
              onChange={(event) => setRequest({ ...request, onArrival: event.target.value as OnArrival })}
            >
              {ARRIVAL_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {say(choice.label)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TemplateField
          value={request.templateId ?? null}
          onChange={(templateId) => setRequest({ ...request, templateId })}
        />
        <label className="check">
          <input
            type="checkbox"
            checked={request.includeSubfolders ?? false}
            onChange={(event) => setRequest({ ...request, includeSubfolders: event.target.checked })}
          />
          {say(SETTINGS.subfolders)}
        </label>
      </div>
      {failure && <FailureLine failure={failure} className="error" />}
      <div className="row">
        <button type="submit" disabled={adding}>
          <FolderPlus aria-hidden="true" size={16} />
          {say(adding ? SETTINGS.choosingFolder : SETTINGS.addFolder)}
        </button>
      </div>
    </form>
  );
}

/** The channel's templates; a folder whose template was removed keeps its id, shown as removed. */
function TemplateField({
  value,
  onChange,
}: {
  readonly value: string | null;
  readonly onChange: (templateId: string | null) => void;
}) {
  const say = useIntl().formatMessage;
  const templates = useTemplates((s) => s.templates);
  const loaded = useTemplates((s) => s.loaded);
  const load = useTemplates((s) => s.load);
  useEffect(() => {
    if (!loaded) void load();
  }, [loaded, load]);
  const known = value === null || templates.some(({ template }) => template.id === value);
  return (
    <Field
      label={say(SETTINGS.template)}
      help={say(SETTINGS.templateHelp)}
      problems={known ? undefined : say(SETTINGS.templateGone)}
    >
      {(a11y) => (
        <select
          {...a11y}
          value={value ?? NO_TEMPLATE}
          onChange={(event) => onChange(event.target.value === NO_TEMPLATE ? null : event.target.value)}
        >
          <option value={NO_TEMPLATE}>{say(SETTINGS.noTemplate)}</option>
          {templates.map(({ template }) => (
            <option key={template.id} value={template.id} dir="auto">
              {template.name}
            </option>
          ))}
          {!known && value !== null && <option value={value}>{say(SETTINGS.removedTemplate)}</option>}
        </select>
      )}
    </Field>
  );
}

function channelLineOf(channelId: string, channels: FolderChannels, intl: IntlShape): string {
  const title = channels.titles[channelId];
  if (title === undefined) return intl.formatMessage(SETTINGS.queuesForGone);
  return intl.formatMessage(SETTINGS.queuesFor, { title, chosen: channelId === channels.chosenId ? 'yes' : 'no' });
}

function countsOf(folder: WatchedFolderView, intl: IntlShape): string {
  const counts = intl.formatMessage(SETTINGS.counts, { enqueued: folder.enqueued });
  if (folder.settling === 0) return counts;
  return intl.formatMessage(SETTINGS.countsSettling, { counts, settling: folder.settling });
}
