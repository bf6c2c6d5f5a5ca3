// Where a caption file comes in: a drop target that is also a file picker (a label around the input, so a click,
// Enter or Space opens the chooser). A drop here is kept here: the window's own handler would otherwise send the file
// to the Uploads screen as a video.
import { useState, type DragEvent } from 'react';
import './captions.css';

export interface CaptionPickerProps {
  readonly disabled?: boolean;
  readonly onFile: (file: File) => void;
}

export function CaptionPicker({ disabled = false, onFile }: CaptionPickerProps) {
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
      className={`file-drop caption-picker${over ? ' caption-picker-over' : ''}`}
      data-testid="caption-drop"
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
        accept=".srt,.vtt,application/x-subrip,text/vtt"
        disabled={disabled}
        data-testid="caption-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that picking the same file again (after fixing it) fires a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <span>Drop a caption file here, or choose one</span>
      <span className="muted"> SRT (.srt) or WebVTT (.vtt), UTF-8, at most 4 MiB.</span>
    </label>
  );
}
