// The type-aware lint rules are oxlint's (.oxlintrc.json, on TypeScript 7's checker through oxlint-tsgolint): a probe
// of each kind is refused and the same code written safely passes, so a config that silently turns them off (a
// category switch, a missing type-aware binary) shows up here. Probes sit in a folder of their own with a tsconfig
// of their own, as the checker reads files from disk; the project's config is used as it is.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

const root = resolve(__dirname, '../../..');
const probes = mkdtempSync(join(tmpdir(), 'desk-oxlint-'));
writeFileSync(
  join(probes, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: { strict: true, target: 'ES2023', module: 'ESNext', moduleResolution: 'Bundler', noEmit: true },
  }),
);
afterAll(() => rmSync(probes, { recursive: true, force: true }));

const Report = z.object({ diagnostics: z.array(z.object({ code: z.string() })) });

/** The rules each probe file breaks, as oxlint names them (`typescript(rule)`), sorted. */
async function typeAwareProblems(name: string, code: string): Promise<string[]> {
  writeFileSync(join(probes, name), code);
  const args = ['-c', join(root, '.oxlintrc.json'), '--type-aware', '-f', 'json', join(probes, name)];
  // oxlint exits with 1 when it finds something: the report is read either way.
  const stdout = await promisify(execFile)(join(root, 'node_modules/.bin/oxlint'), args, { cwd: root }).then(
    (done) => done.stdout,
    (failed: { stdout?: string }) => failed.stdout ?? '',
  );
  return Report.parse(JSON.parse(stdout))
    .diagnostics.map((diagnostic) => diagnostic.code)
    .sort();
}

describe('type-aware lint rules (oxlint)', { timeout: 60_000 }, () => {
  it('refuses a floating or misused promise, unsafe any and an object said as a string', async () => {
    expect(
      await typeAwareProblems(
        'unsafe.ts',
        [
          'async function later(): Promise<number> { await Promise.resolve(); return 1; }',
          'export function fire(): void { later(); }',
          'export function each(): void { [1].forEach(async () => { await later(); }); }',
          'export function read(value: any): unknown { return value.name; }',
          'export function say(value: { a: number }): string { return `${value}`; }',
        ].join('\n'),
      ),
    ).toEqual([
      'typescript(no-base-to-string)',
      'typescript(no-floating-promises)',
      'typescript(no-misused-promises)',
      'typescript(no-unsafe-member-access)',
      'typescript(restrict-template-expressions)',
    ]);
  });

  it('passes the same code written safely', async () => {
    expect(
      await typeAwareProblems(
        'safe.ts',
        [
          'async function later(): Promise<number> { await Promise.resolve(); return 1; }',
          'export function fire(): void { void later(); }',
          'export async function each(): Promise<void> { for (const _ of [1]) await later(); }',
          'export function read(value: { name: string }): unknown { return value.name; }',
          'export function say(value: { a: number }): string { return `${value.a}`; }',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
