// The message catalogue's lint rules bite (eslint.config.js, SPEAKS_THE_CATALOGUE): a literal string in the JSX of a
// converted file, or in a converted main-process message, refusal (DeskError) or notice, is refused; the same through
// the catalogue passes; a file not yet converted is not held to it; and a message declared without a description is
// refused anywhere. Probes are files placed where they would live (ESLint needs no types: the type-aware rules are
// oxlint's).
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function catalogueProblems(filePath: string, code: string, rule = 'formatjs/'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? []).flatMap((message) => (message.ruleId?.startsWith(rule) ? [message.ruleId] : []));
}

const LITERAL_TEXT = 'export const Probe = () => <p>Loading…</p>;\n';
const LITERAL_TITLE = 'export const Probe = () => <button type="button" title="Close" />;\n';
const FROM_CATALOGUE = [
  "import { useIntl } from 'react-intl';",
  "import { SHELL } from './shell-messages';",
  'export const Probe = () => <p>{useIntl().formatMessage(SHELL.loading)}</p>;',
  '',
].join('\n');

// Loading the config and its plugins takes seconds on a busy machine; the ceiling is generous, not a speed target.
describe('the message catalogue as lint rules', { timeout: 60_000 }, () => {
  it('refuses literal text and titles in the JSX of a converted file, not words from the catalogue', async () => {
    expect(await catalogueProblems('renderer/app/App.tsx', LITERAL_TEXT)).toEqual([
      'formatjs/no-literal-string-in-jsx',
    ]);
    expect(await catalogueProblems('renderer/app/App.tsx', LITERAL_TITLE)).toEqual([
      'formatjs/no-literal-string-in-jsx',
    ]);
    expect(await catalogueProblems('renderer/app/App.tsx', FROM_CATALOGUE)).toEqual([]);
  });

  it('refuses a literal label in a converted main-process message', async () => {
    expect(
      await catalogueProblems(
        'electron/desktop/decisions/app-menu.ts',
        "export const item = { label: 'Add Videos…' };\n",
      ),
    ).toEqual(['formatjs/no-literal-string-in-object']);
  });

  it('refuses a refusal or a notice written as an English literal in a converted main-process file', async () => {
    const literal = [
      "import { DeskError } from '../ipc/desk-error';",
      "export const refuse = (max: number) => new DeskError('invalid-input', `At most ${max} templates.`);",
      "export const gone = () => new DeskError('not-found', 'That template no longer exists.');",
      "export const tell = (notice: (message: string) => void) => notice('The file was damaged.');",
      // The upload queue's notices take their level first: the sentence after it is held too, not the level.
      "export const warn = (state: { notice(level: string, message: string): void }) => state.notice('warning', 'Lost.');",
      '',
    ].join('\n');
    expect(await catalogueProblems('electron/series/templates-file.ts', literal, 'no-restricted-syntax')).toEqual([
      'no-restricted-syntax',
      'no-restricted-syntax',
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
    const said = [
      "import { DeskError } from '../ipc/desk-error';",
      "import { say } from '../language/say';",
      "import { TEMPLATE_REFUSALS } from './templates-messages';",
      "export const gone = () => new DeskError('not-found', say(TEMPLATE_REFUSALS.gone));",
      'export const warn = (state: { notice(level: string, message: string): void }) =>',
      "  state.notice('warning', say(TEMPLATE_REFUSALS.gone));",
      '',
    ].join('\n');
    expect(await catalogueProblems('electron/series/templates-file.ts', said, 'no-restricted-syntax')).toEqual([]);
    expect(
      await catalogueProblems(
        'shared/notifications/notification-grouping.ts',
        "export const shown = { title: 'Upload finished', body: 'Trip' };\n",
      ),
    ).toEqual(['formatjs/no-literal-string-in-object', 'formatjs/no-literal-string-in-object']);
  });

  it('does not yet hold a screen that is not converted', async () => {
    expect(await catalogueProblems('renderer/screens/library/Probe.tsx', LITERAL_TEXT)).toEqual([]);
  });

  it('refuses a message declared without a description for translators, anywhere', async () => {
    const code = [
      "import { defineMessages } from 'react-intl';",
      "export const M = defineMessages({ a: { id: 'probe.a', defaultMessage: 'Save' } });",
      '',
    ].join('\n');
    expect(await catalogueProblems('renderer/screens/library/probe-messages.ts', code)).toEqual([
      'formatjs/enforce-description',
    ]);
  });
});
