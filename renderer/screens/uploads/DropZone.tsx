// Where videos come in: a large target for drag-and-drop, and a button for those who pick files instead (or use a
// keyboard). While the screen is shown, a file dropped anywhere else in the window is taken too: left alone, the
// browser would open it in place of the app, and the creator would lose the queue from view for nothing.
import { useEffect, useEffectEvent, useRef, useState, type DragEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { intlFor } from '../../../shared/i18n/catalogue';
import type { RefusedFile } from '../../../shared/ipc/uploads';
import { UPLOADS } from './uploads-messages';

interface DropZoneProps {
  readonly onFiles: (files: readonly File[]) => void;
  readonly onRefused: (files: readonly RefusedFile[]) => void;
  readonly busy: boolean;
  readonly reviewFirst: boolean;
  readonly onReviewFirstChange: (reviewFirst: boolean) => void;
  /**
   * The channel's templates to choose from for the next drop; `hold`: the template holds its videos for review;
   * `syntheticMedia`: its altered or synthetic content answer (absent: it does not answer).
   */
  readonly templates: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly hold: boolean;
    readonly syntheticMedia?: boolean;
  }>;
  readonly templateId: string | undefined;
  readonly onTemplateChange: (templateId: string | undefined) => void;
}

function carriesFiles(event: { dataTransfer: DataTransfer | null }): boolean {
  return event.dataTransfer?.types.includes('Files') ?? false;
}

/** The files of a drop, with folders set apart: a folder arrives as a File that cannot be read. */
function splitDrop(transfer: DataTransfer): { files: File[]; folders: string[] } {
  const files: File[] = [];
  const folders: string[] = [];
  const items = [...transfer.items].filter((item) => item.kind === 'file');
  items.forEach((item, index) => {
    const file = item.getAsFile() ?? transfer.files[index];
    if (!file) return;
    if (item.webkitGetAsEntry?.()?.isDirectory) folders.push(file.name);
    else files.push(file);
  });
  // Some hosts fill `files` but not `items`.
  if (items.length === 0) files.push(...transfer.files);
  return { files, folders };
}

/** Said before the drop: whether a template's videos wait for review (the box wins when ticked) or start at once. */
export function templateStart(
  template: { readonly hold: boolean } | undefined,
  reviewFirst: boolean,
  intl: IntlShape = intlFor('en'),
): string {
  if (reviewFirst) return intl.formatMessage(UPLOADS.startReview);
  if (template?.hold) return intl.formatMessage(UPLOADS.startHold);
  return intl.formatMessage(UPLOADS.startNow);
}

/** Said before the drop when the template answers the altered or synthetic content question for every video. */
export function templateDisclosure(
  template: { readonly syntheticMedia?: boolean } | undefined,
  intl: IntlShape = intlFor('en'),
): string {
  if (template?.syntheticMedia === undefined) return '';
  // Said after the sentence before it, so it carries its own leading space (the catalogue trims messages).
  return ` ${intl.formatMessage(template.syntheticMedia ? UPLOADS.disclosureYes : UPLOADS.disclosureNo)}`;
}

export function DropZone({
  onFiles,
  onRefused,
  busy,
  reviewFirst,
  onReviewFirstChange,
  templates,
  templateId,
  onTemplateChange,
}: DropZoneProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const input = useRef<HTMLInputElement>(null);
  const chosen = templateId === undefined ? undefined : templates.find((template) => template.id === templateId);
  const [over, setOver] = useState(false);
  const [dragging, setDragging] = useState(false);

  const take = (transfer: DataTransfer): void => {
    const { files, folders } = splitDrop(transfer);
    if (folders.length > 0) onRefused(folders.map((name) => ({ name, reason: say(UPLOADS.folderRefused, { name }) })));
    if (files.length > 0) onFiles(files);
  };

  // Drops outside the zone: take them rather than let the browser navigate to the file.
  const takeOutside = useEffectEvent(take);
  useEffect(() => {
    let depth = 0;
    const enter = (event: globalThis.DragEvent): void => {
      if (!carriesFiles(event)) return;
      depth += 1;
      setDragging(true);
    };
    const leave = (): void => {
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const overWindow = (event: globalThis.DragEvent): void => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const drop = (event: globalThis.DragEvent): void => {
      depth = 0;
      setDragging(false);
      if (event.defaultPrevented || !carriesFiles(event) || !event.dataTransfer) return;
      event.preventDefault();
      takeOutside(event.dataTransfer);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragleave', leave);
    window.addEventListener('dragover', overWindow);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('dragover', overWindow);
      window.removeEventListener('drop', drop);
    };
  }, []);

  const onDragOver = (event: DragEvent<HTMLDivElement>): void => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>): void => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer);
  };

  return (
    <div
      className={`up-dropzone ${over ? 'up-dropzone-over' : ''} ${dragging ? 'up-dropzone-dragging' : ''}`}
      data-testid="upload-dropzone"
      role="region"
      aria-label={say(UPLOADS.dropRegion)}
      aria-describedby="up-drop-help"
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <p className="up-drop-title">{say(over ? UPLOADS.dropRelease : UPLOADS.dropHere)}</p>
      <p id="up-drop-help" className="muted">
        {say(UPLOADS.dropHelp)}
      </p>
      <button type="button" className="primary" onClick={() => input.current?.click()}>
        {say(UPLOADS.chooseVideos)}
      </button>
      <label className="up-review-first">
        <input type="checkbox" checked={reviewFirst} onChange={(event) => onReviewFirstChange(event.target.checked)} />
        {say(UPLOADS.reviewFirst)}
      </label>
      {templates.length > 0 && (
        <div className="up-template-choice">
          <label htmlFor="up-template">{say(UPLOADS.templateLabel)}</label>
          <select
            id="up-template"
            aria-describedby="up-template-help"
            value={templateId ?? ''}
            onChange={(event) => onTemplateChange(event.target.value === '' ? undefined : event.target.value)}
          >
            <option value="">{say(UPLOADS.templateNone)}</option>
            {templates.map((template) => (
              <option key={template.id} value={template.id} dir="auto">
                {template.name}
              </option>
            ))}
          </select>
          <p id="up-template-help" className="muted" data-testid="template-drop-help">
            {templateId
              ? say(UPLOADS.templateChosenHelp, {
                  disclosure: templateDisclosure(chosen, intl),
                  start: templateStart(chosen, reviewFirst, intl),
                })
              : say(UPLOADS.templateHelp)}
          </p>
        </div>
      )}
      {busy && <p className="muted up-drop-busy">{say(UPLOADS.addingFiles)}</p>}
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        multiple
        accept={templateId ? 'video/*,image/png,image/jpeg,.srt,.vtt' : 'video/*'}
        tabIndex={-1}
        // The "Choose videos…" button is its accessible face; a second control would only confuse a screen reader.
        aria-hidden="true"
        data-testid="upload-file-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so that choosing the same file again still fires a change.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
