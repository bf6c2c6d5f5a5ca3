// Screens do not reach into each other: a piece two screens use lives in renderer/components/ (or a store in
// renderer/stores/), and the shared code below the screens never imports a screen. Only the app shell
// (renderer/app/, renderer/main.tsx) puts the screens together.
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from '../support/source-imports';

const root = resolve(__dirname, '../../..');
const renderer = join(root, 'renderer');
const screens = join(renderer, 'screens');
const shell = [join(renderer, 'app') + sep, join(renderer, 'main.tsx')];

/** The screen folder a path is in (renderer/screens/<name>/…), or undefined outside the screens. */
function screenOf(path: string): string | undefined {
  if (!path.startsWith(screens + sep)) return undefined;
  const [name, ...rest] = relative(screens, path).split(sep);
  return rest.length > 0 ? name : undefined;
}

/** What is wrong with one file's relative imports, by the rule above. */
function screenReaches(file: string, specifiers: readonly string[]): string[] {
  const from = screenOf(file);
  const isShell = shell.some((entry) => file === entry || file.startsWith(entry));
  return specifiers
    .filter((spec) => spec.startsWith('.'))
    .flatMap((spec) => {
      const target = screenOf(resolve(file, '..', spec));
      if (target === undefined || target === from) return [];
      if (from === undefined && isShell) return [];
      const who = from === undefined ? 'shared code' : `screens/${from}`;
      return [`${relative(root, file)} (${who}) imports screens/${target}: ${spec}`];
    });
}

describe('screens do not import screens', () => {
  it("no screen imports another screen's folder, and no shared renderer code imports a screen", () => {
    const reaches = sourceFiles(renderer).flatMap((file) => screenReaches(file, importsOf(file)));
    expect(reaches).toEqual([]);
  });

  it('the rule bites (probes)', () => {
    const probe = (path: string, spec: string) => screenReaches(join(renderer, path), [spec]);
    expect(probe('screens/channel/branding/probe.ts', '../../library/thumbnail/thumbnail-store')).toHaveLength(1);
    expect(probe('screens/comments/probe.tsx', '../uploads/QueueList')).toHaveLength(1);
    expect(probe('stores/probe.ts', '../screens/uploads/AttachmentsEditor')).toHaveLength(1);
    expect(probe('components/images/probe.ts', '../../screens/library/ThumbnailPanel')).toHaveLength(1);
    // Within one screen, to shared code, and from the shell: allowed.
    expect(probe('screens/library/captions/probe.ts', '../thumbnail/thumbnail-store')).toEqual([]);
    expect(probe('screens/library/probe.ts', '../../components/images/picked-image')).toEqual([]);
    expect(probe('app/probe.tsx', '../screens/library/LibraryScreen')).toEqual([]);
    // The probe's own reading of the files finds the imports it judges.
    expect(importsOf(join(screens, 'playlists/PlaylistCover.tsx'))).toContain('../../components/images/picked-image');
  });
});
