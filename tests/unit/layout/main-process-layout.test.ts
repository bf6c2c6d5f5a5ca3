// The main process's folders by role: the feature kernel (electron/kernel/: the Feature shape, the event hub, the
// settings store) below everything; the composition root and host helpers (electron/app/) used only by the two
// hosts (electron/desktop/, electron/web/); the desktop's decisions (electron/desktop/decisions/) pure, tested
// without Electron. Each rule is a function of one file's imports, so the probes below show that it bites.
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from '../support/source-imports';

const root = resolve(__dirname, '../../..');
const electron = join(root, 'electron');
const folder = (name: string): string => join(electron, name) + sep;
const KERNEL = folder('kernel');
const APP = folder('app');
const DESKTOP = folder('desktop');
const DECISIONS = folder('desktop/decisions');
const WEB = folder('web');

type Rule = (file: string, spec: string, target: string | undefined) => string | undefined;

const rules: Record<string, Rule> = {
  'the kernel imports no composition root, host or emulator': (file, _spec, target) =>
    file.startsWith(KERNEL) && target && [APP, DESKTOP, WEB, folder('emulator')].some((up) => target.startsWith(up))
      ? 'the kernel reaches up'
      : undefined,
  'only the hosts import electron/app/ (the composition root and host helpers)': (file, _spec, target) =>
    target?.startsWith(APP) && ![APP, DESKTOP, WEB].some((allowed) => file.startsWith(allowed))
      ? 'a feature reaches the composition root'
      : undefined,
  "the desktop's decisions import neither Electron nor the desktop's bindings": (file, spec, target) =>
    file.startsWith(DECISIONS) &&
    (spec === 'electron' || spec === 'electron-store' || (target?.startsWith(DESKTOP) && !target.startsWith(DECISIONS)))
      ? 'a decision is not pure'
      : undefined,
  'nothing outside electron/desktop/ imports it': (file, _spec, target) =>
    target?.startsWith(DESKTOP) && !file.startsWith(DESKTOP) ? 'reaches into the desktop host' : undefined,
};

function broken(file: string, specs: readonly string[]): string[] {
  return specs.flatMap((spec) => {
    const target = spec.startsWith('.') ? resolve(file, '..', spec) : undefined;
    return Object.entries(rules).flatMap(([name, rule]) => {
      const problem = rule(file, spec, target);
      return problem ? [`${relative(root, file)} imports ${spec}: ${name} (${problem})`] : [];
    });
  });
}

describe('the main process by role', () => {
  it('holds every rule', () => {
    expect(sourceFiles(electron).flatMap((file) => broken(file, importsOf(file)))).toEqual([]);
  });

  it('each rule bites (probes)', () => {
    const probe = (path: string, spec: string) => broken(join(electron, path), [spec]);
    expect(probe('kernel/probe.ts', '../app/composition-root')).not.toEqual([]);
    expect(probe('kernel/probe.ts', '../web/web-server')).toHaveLength(1);
    expect(probe('uploads/probe.ts', '../app/host')).toHaveLength(1);
    expect(probe('desktop/decisions/probe.ts', 'electron')).toHaveLength(1);
    expect(probe('desktop/decisions/probe.ts', '../menu')).toHaveLength(1);
    expect(probe('web/probe.ts', '../desktop/decisions/open-with')).toHaveLength(1);
    // What the roles allow.
    expect(probe('uploads/probe.ts', '../kernel/feature')).toEqual([]);
    expect(probe('web/probe.ts', '../app/composition-root')).toEqual([]);
    expect(probe('desktop/probe.ts', './decisions/app-menu')).toEqual([]);
    expect(probe('desktop/decisions/probe.ts', '../../../shared/desktop/screens')).toEqual([]);
    // The reader finds the imports the rules judge.
    expect(importsOf(join(electron, 'desktop/menu.ts'))).toContain('./decisions/app-menu');
  });
});
