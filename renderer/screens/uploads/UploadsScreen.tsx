// The Uploads screen: drop or choose videos, fix their details while they wait, and watch the queue. The uploads
// themselves run in the main process, so they go on while another screen is shown and after a restart; this
// screen only reflects them (the queue is reloaded whenever it opens).
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { SCREEN_NAMES } from '../../../shared/desktop/screen-messages';
import { FailureLine } from '../../components/FailureLine';
import { useIncomingFiles } from '../../stores/incoming-files-store';
import { subscribeUploadEvents, useUploads } from '../../stores/uploads-store';
import { Countdown } from './Countdown';
import { DropZone } from './DropZone';
import { ImportPanel } from './import/ImportPanel';
import { holdsSheet, useSeriesImport } from './import/import-store';
import { QueueExportButton } from './import/QueueExportButton';
import { MissingAttachmentsList, QueueRefusalLine, RefusedList, StagingList } from './IncomingFiles';
import { MetadataEditor } from './MetadataEditor';
import { QueueList, QueueSummary } from './QueueList';
import { QuotaPlanSummary } from './QuotaPlan';
import { SettingsPanel } from './SettingsPanel';
import { SyntheticMediaFirstChoice } from './SyntheticMediaChoice';
import { UnverifiedChannelNote } from '../../components/UnverifiedChannelNote';
import './uploads.css';
import { useAccount } from '../../stores/account-store';
import { useTemplates } from '../../stores/templates-store';
import { UPLOADS } from './uploads-messages';

function useUploadEvents(): void {
  const load = useUploads((s) => s.load);
  useEffect(() => {
    const off = subscribeUploadEvents();
    void load();
    return off;
  }, [load]);
}

function QuotaBanner() {
  const say = useIntl().formatMessage;
  const quotaResetAt = useUploads((s) => s.quotaResetAt);
  if (quotaResetAt === undefined) return null;
  return (
    <p className="warning tile tile-warning up-banner" role="status">
      {say(UPLOADS.quotaBanner, { countdown: <Countdown key="countdown" at={quotaResetAt} /> })}
    </p>
  );
}

function Editor() {
  const selected = useUploads((s) =>
    s.selectedId === undefined ? undefined : s.uploads.find((upload) => upload.id === s.selectedId),
  );
  if (!selected) return null;
  // Keyed by upload, so opening another one starts from its saved details.
  return <MetadataEditor key={selected.id} view={selected} />;
}

export function UploadsScreen() {
  const say = useIntl().formatMessage;
  useUploadEvents();
  const loaded = useUploads((s) => s.loaded);
  const longUploadsStatus = useAccount((s) => s.account?.channel.longUploadsStatus);
  const loadError = useUploads((s) => s.loadError);
  const load = useUploads((s) => s.load);
  const adding = useIncomingFiles((s) => s.staging.length > 0);
  const addFiles = useIncomingFiles((s) => s.addFiles);
  const openImport = useSeriesImport((s) => s.open);
  const reviewFirst = useUploads((s) => s.reviewFirst);
  const setReviewFirst = useUploads((s) => s.setReviewFirst);
  const refuseLocally = useIncomingFiles((s) => s.refuseLocally);
  const announcement = useUploads((s) => s.announcement);
  const editing = useUploads((s) => s.selectedId !== undefined);
  const templates = useTemplates((s) => s.templates);
  const loadTemplates = useTemplates((s) => s.load);
  const templateId = useIncomingFiles((s) => s.templateId);
  const chooseTemplate = useIncomingFiles((s) => s.chooseTemplate);
  const followDefault = useIncomingFiles((s) => s.followDefault);
  const templatesLoaded = useTemplates((s) => s.loaded);
  const dropDefaultId = useTemplates((s) => s.dropDefaultId);
  const setDropDefault = useTemplates((s) => s.setDropDefault);
  const channelId = useAccount((s) => s.account?.channel.id);
  const templateChoices = useMemo(
    () =>
      templates.map(({ template }) => ({
        id: template.id,
        name: template.name,
        hold: template.hold,
        ...(template.syntheticMedia !== undefined ? { syntheticMedia: template.syntheticMedia } : {}),
      })),
    [templates],
  );
  useEffect(() => {
    void loadTemplates();
  }, [loadTemplates]);
  // The drop zone's choice starts from the chosen channel's template for new drops (set on Series).
  useEffect(() => {
    if (templatesLoaded && channelId !== undefined) followDefault(channelId, dropDefaultId);
  }, [templatesLoaded, channelId, dropDefaultId, followDefault]);

  return (
    <section className="screen up-screen" aria-labelledby="up-title">
      <h1 id="up-title">{say(SCREEN_NAMES.uploads)}</h1>
      <p className="visually-hidden" aria-live="polite" data-testid="upload-announcement">
        {announcement}
      </p>
      <DropZone
        onFiles={(files) => void (holdsSheet(files) ? openImport(files) : addFiles(files))}
        onRefused={refuseLocally}
        busy={adding}
        reviewFirst={reviewFirst}
        onReviewFirstChange={setReviewFirst}
        templates={templateChoices}
        templateId={templateId}
        onTemplateChange={(id) => {
          // Kept until changed: saved as the channel's template for new drops, so it survives a reload too.
          chooseTemplate(id);
          void setDropDefault(id);
        }}
      />
      <SyntheticMediaFirstChoice />
      <ImportPanel />
      <StagingList />
      <RefusedList />
      <MissingAttachmentsList />
      <QueueRefusalLine />
      <QuotaBanner />
      <UnverifiedChannelNote longUploadsStatus={longUploadsStatus} />
      {loadError && (
        <FailureLine
          failure={{ ...loadError, message: say(UPLOADS.loadFailed, { reason: loadError.message }) }}
          onRetry={() => void load()}
        />
      )}
      <div className="row up-summary-row">
        <QueueSummary />
        <QueueExportButton />
      </div>
      <QuotaPlanSummary />
      <div className={editing ? 'up-workbench up-workbench-editing' : 'up-workbench'}>
        {loaded ? <QueueList /> : <p className="muted">{say(UPLOADS.loadingQueue)}</p>}
        <Editor />
      </div>
      <SettingsPanel />
    </section>
  );
}
