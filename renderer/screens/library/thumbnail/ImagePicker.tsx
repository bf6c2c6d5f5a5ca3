// Where an image comes in: a drop target that is also a file picker (a label around the input, so a click, Enter
// or Space opens the chooser). A drop here is kept here: the window's own handler would otherwise send the file
// to the Uploads screen as a video.
import { useState, type DragEvent } from 'react';

export interface ImagePickerProps {
  /** E.g. "Drop an image here, or choose one". */
  readonly label: string;
  readonly hint: string;
  readonly disabled?: boolean;
  readonly onFile: (file: File) => void;
  readonly testId?: string;
}

export function ImagePicker({ label, hint, disabled = false, onFile, testId }: ImagePickerProps) {
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
      className={`file-drop image-picker${over ? ' image-picker-over' : ''}`}
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
        accept="image/png,image/jpeg"
        disabled={disabled}
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that picking the same file again (after fixing it) fires a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <span>{label}</span>
      <span className="muted"> {hint}</span>
    </label>
  );
}
