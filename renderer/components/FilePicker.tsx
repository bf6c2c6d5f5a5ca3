// Where a file comes in (an image, a caption file): a drop target that is also a file picker (a label around the
// input, so a click, Enter or Space opens the chooser). The browser's own "Choose File / No file chosen" is hidden
// behind a face of the app's (what to drop, a hint, a button-like "Choose a file…"); the input keeps the keyboard's
// focus, drawn on the whole area. A drop here is kept here: the window's own handler would otherwise send the file
// to the Uploads screen as a video.
import { FileUp } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { PICKER } from './components-messages';
import { useWords } from './words';

interface FilePickerProps {
  /** What the chooser offers, as the input's accept attribute. */
  readonly accept: string;
  /** E.g. "Drop an image here, or choose one". */
  readonly label: string;
  readonly hint: string;
  /** The button-like words, e.g. "Choose an image…"; "Choose a file…" when left out. */
  readonly choose?: string;
  readonly disabled?: boolean;
  readonly onFile: (file: File) => void;
  /** On the input. */
  readonly testId?: string;
  /** On the drop target. */
  readonly dropTestId?: string;
}

export function FilePicker({
  accept,
  label,
  hint,
  choose,
  disabled = false,
  onFile,
  testId,
  dropTestId,
}: FilePickerProps) {
  const intl = useWords();
  const [over, setOver] = useState(false);
  const take = (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <label
      className={`file-drop${over ? ' file-drop-over' : ''}${disabled ? ' file-drop-disabled' : ''}`}
      data-testid={dropTestId}
      onDragOver={(event) => {
        event.preventDefault();
        event.stopPropagation();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={take}
    >
      <input
        type="file"
        className="visually-hidden"
        accept={accept}
        disabled={disabled}
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that picking the same file again (after fixing it) fires a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <FileUp className="file-drop-icon" size={22} aria-hidden="true" />
      <span className="file-drop-text">
        <span className="file-drop-label">{label}</span>
        <span className="muted"> {hint}</span>
      </span>
      <span className="file-drop-button" aria-hidden="true">
        {choose ?? intl.formatMessage(PICKER.chooseFile)}
      </span>
    </label>
  );
}
