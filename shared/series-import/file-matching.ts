// Which of the files a creator handed over a sheet's cell names: by name without case, with or without its
// extension, and whatever folder the cell puts before it (a browser never tells a file's folder, so only the name
// can be compared). A name that fits two files (clip.mp4 and clip.mov for "clip") is said to be ambiguous rather
// than guessed.
import type { IntlShape } from 'react-intl';
import { baseName as stem } from '../series/template-fill';
import { englishIntl } from '../uploads/video-metadata';
import { SHEET_PROBLEMS } from './sheet-import-messages';

export interface NamedFile {
  readonly name: string;
}

type FileMatch<F> = { readonly ok: true; readonly file: F } | { readonly ok: false; readonly message: string };

/** The last part of a path written with `/` or `\`. */
export function baseName(cell: string): string {
  const text = cell.trim();
  const cut = Math.max(text.lastIndexOf('/'), text.lastIndexOf('\\'));
  return text.slice(cut + 1);
}

function add<F>(map: Map<string, F[]>, key: string, file: F): void {
  const list = map.get(key);
  if (list) list.push(file);
  else map.set(key, [file]);
}

export class FileIndex<F extends NamedFile> {
  private readonly byName = new Map<string, F[]>();
  private readonly byStem = new Map<string, F[]>();

  /** `locate` finds a file the creator did not hand over (the desktop app: beside the sheet); undefined if none. */
  constructor(
    files: readonly F[],
    private readonly locate?: (cell: string) => F | undefined,
  ) {
    for (const file of files) {
      const name = file.name.toLowerCase();
      add(this.byName, name, file);
      add(this.byStem, stem(name), file);
    }
  }

  /** The file `cell` names, or why none is, in `intl`'s language. */
  find(cell: string, what: 'video' | 'thumbnail' | 'caption', intl: IntlShape = englishIntl()): FileMatch<F> {
    const name = baseName(cell);
    if (name === '') return { ok: false, message: intl.formatMessage(SHEET_PROBLEMS.fileNotNamed, { what }) };
    const lower = name.toLowerCase();
    const candidates = this.byName.get(lower) ?? this.byStem.get(lower) ?? [];
    if (candidates.length === 1) return { ok: true, file: candidates[0]! };
    if (candidates.length > 1) {
      return {
        ok: false,
        message: intl.formatMessage(SHEET_PROBLEMS.fileAmbiguous, {
          name,
          count: candidates.length,
          files: candidates.map((file) => file.name).join(', '),
        }),
      };
    }
    const located = this.locate?.(cell);
    if (located) return { ok: true, file: located };
    return { ok: false, message: intl.formatMessage(SHEET_PROBLEMS.fileNotAdded, { name }) };
  }
}
