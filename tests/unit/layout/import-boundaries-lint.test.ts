// The import boundaries as lint rules (eslint.config.js): each probe is a one-line file placed where it would live,
// so a zone or pattern that silently matches nothing shows up here. ESLint's config needs no types (the type-aware
// rules are oxlint's), so probes need not be on disk.
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');
const BOUNDARY_RULES = new Set(['import/no-restricted-paths', 'no-restricted-imports', 'no-restricted-globals']);

const eslint = new ESLint({ cwd: root });

async function boundaryProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? []).flatMap((message) =>
    message.ruleId && BOUNDARY_RULES.has(message.ruleId) ? [message.ruleId] : [],
  );
}

// Loading the config and its plugins takes seconds on a busy machine; the ceiling is generous, not a speed target.
describe('import boundaries as lint rules', { timeout: 60_000 }, () => {
  it('shared/ may not import Node, Electron or code outside shared/, nor use Node or DOM globals', async () => {
    expect(
      await boundaryProblems('shared/ipc/probe.ts', "import { readFile } from 'node:fs';\nvoid readFile;\n"),
    ).toEqual(['no-restricted-imports']);
    expect(await boundaryProblems('shared/ipc/probe.ts', "import { app } from 'electron';\nvoid app;\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(await boundaryProblems('shared/ipc/probe.ts', "export * from '../../electron/ipc/router';\n")).toEqual([
      'import/no-restricted-paths',
    ]);
    expect(await boundaryProblems('shared/ipc/probe.ts', 'export const home = process.env.HOME;\n')).toEqual([
      'no-restricted-globals',
    ]);
    expect(await boundaryProblems('shared/ipc/probe.ts', 'export const title = document.title;\n')).toEqual([
      'no-restricted-globals',
    ]);
    expect(await boundaryProblems('shared/ipc/probe.ts', "export * from '../ipc';\n")).toEqual([]);
  });

  it('renderer/ and electron/ never import each other; the renderer imports neither Node nor Electron', async () => {
    expect(await boundaryProblems('renderer/app/probe.ts', "export * from '../../electron/ipc/router';\n")).toEqual([
      'import/no-restricted-paths',
    ]);
    expect(
      await boundaryProblems('renderer/app/probe.ts', "import { ipcRenderer } from 'electron';\nvoid ipcRenderer;\n"),
    ).toEqual(['no-restricted-imports']);
    expect(
      await boundaryProblems('electron/app/probe.ts', "export * from '../../renderer/stores/notice-store';\n"),
    ).toEqual(['import/no-restricted-paths']);
    expect(await boundaryProblems('renderer/app/probe.ts', "export * from '../../shared/ipc';\n")).toEqual([]);
  });

  it('electron/common/ (run by the app and the emulator alike) imports neither of them', async () => {
    for (const module of ['../../captions/caption-intake', '../../emulator/server']) {
      expect(await boundaryProblems('electron/common/captions/probe.ts', `export * from '${module}';\n`)).toEqual([
        'import/no-restricted-paths',
      ]);
    }
    expect(
      await boundaryProblems(
        'electron/common/captions/probe.ts',
        "export * from '../../../shared/captions/caption-check';\n",
      ),
    ).toEqual([]);
  });

  it('only electron/desktop/ imports Electron (or electron-store, which loads it)', async () => {
    for (const module of ['electron', 'electron-store']) {
      const probe = `import * as probe from '${module}';\nvoid probe;\n`;
      expect(await boundaryProblems('electron/uploads/probe.ts', probe)).toEqual(['no-restricted-imports']);
      expect(await boundaryProblems('electron/emulator/probe.ts', probe)).toEqual(['no-restricted-imports']);
      expect(await boundaryProblems('electron/desktop/probe.ts', probe)).toEqual([]);
    }
  });

  it('the emulator imports only its own modules, shared/ and electron/common/ (an allow list)', async () => {
    expect(
      await boundaryProblems(
        'electron/emulator/upload-host/probe.ts',
        "export * from '../../uploads/engine/backoff';\n",
      ),
    ).toEqual(['import/no-restricted-paths']);
    expect(
      await boundaryProblems('electron/emulator/upload-host/probe.ts', "export * from '../../ipc/router';\n"),
    ).toEqual(['import/no-restricted-paths']);
    // An allow list: the app's neutral-looking folders (files/) and those no deny list named (library/) are walled off.
    // (The rule judges only imports that resolve, so each probe names a file that exists.)
    for (const appModule of ['../../files/staging-area', '../../library/merge-edits', '../../scripts/build.mjs']) {
      expect(
        await boundaryProblems('electron/emulator/upload-host/probe.ts', `export * from '${appModule}';\n`),
      ).toEqual(['import/no-restricted-paths']);
    }
    expect(
      await boundaryProblems(
        'electron/emulator/upload-host/probe.ts',
        "export * from '../../../tests/support/event-loop-watch';\n",
      ),
    ).toEqual(['import/no-restricted-paths']);
    expect(
      await boundaryProblems(
        'electron/emulator/upload-host/probe.ts',
        "export * from '../../common/captions/caption-thread';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryProblems('electron/emulator/upload-host/probe.ts', "export * from './fault-registry';\n"),
    ).toEqual([]);
    expect(
      await boundaryProblems('electron/emulator/upload-host/probe.ts', "export * from '../../../shared/ipc';\n"),
    ).toEqual([]);
  });
});
