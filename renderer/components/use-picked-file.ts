// The state every "pick or drop a file, examine it in the page, keep it or show its problems" panel holds: the file
// kept (as its examination describes it), the problems of the last one refused, and whether one is being examined.
// A refused file replaces the one kept before, so what is shown is always about the last file given.
import { useCallback, useState } from 'react';
import { PICKER } from './components-messages';
import { currentIntl } from './words';

export type Examined<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problems: readonly string[] };

interface PickedFile<T> {
  readonly picked: T | undefined;
  readonly problems: readonly string[];
  readonly checking: boolean;
  /** Examines the file; answers what was kept, or undefined when it was refused. */
  readonly choose: (file: File) => Promise<T | undefined>;
  /** Forgets the file kept and the problems shown (cancelled, sent, or another item selected). */
  readonly clear: () => void;
}

export function usePickedFile<T>(examine: (file: File) => Promise<Examined<T>>): PickedFile<T> {
  const [picked, setPicked] = useState<T>();
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [checking, setChecking] = useState(false);

  const choose = useCallback(
    async (file: File) => {
      setChecking(true);
      let examined: Examined<T>;
      try {
        examined = await examine(file);
      } catch {
        examined = { ok: false, problems: [currentIntl().formatMessage(PICKER.notChecked, { name: file.name })] };
      } finally {
        setChecking(false);
      }
      setPicked(examined.ok ? examined.value : undefined);
      setProblems(examined.ok ? [] : examined.problems);
      return examined.ok ? examined.value : undefined;
    },
    [examine],
  );

  const clear = useCallback(() => {
    setPicked(undefined);
    setProblems([]);
  }, []);

  return { picked, problems, checking, choose, clear };
}
