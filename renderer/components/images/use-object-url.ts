// An object URL for a picked file, revoked when the file changes or the component goes: previews show the user's
// own bytes without reading them into a data: URL.
import { useEffect, useState } from 'react';

export function useObjectUrl(file: File | undefined): string | undefined {
  const [entry, setEntry] = useState<{ file: File; url: string }>();
  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    // Set from the effect because the URL must be revoked with it; it is an external resource, not derived state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEntry({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return entry && entry.file === file ? entry.url : undefined;
}
