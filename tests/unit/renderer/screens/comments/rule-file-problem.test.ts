// An imported rules file that is no rule set is refused in the creator's language: the schema's own refusal (a rule
// id used twice) from the catalogue, and a shape problem by its kind and its place in the file, never zod's English.
import { describe, expect, it } from 'vitest';
import { ruleSetSchema } from '../../../../../shared/comments/rules/rule-set';
import { intlFor } from '../../../../../shared/i18n/catalogue';
import type { AppLocale } from '../../../../../shared/i18n/locales';
import { ruleFileProblem } from '../../../../../renderer/screens/comments/rule-file-problem';

const rule = (id: string) => ({
  id,
  name: 'Links',
  enabled: true,
  decision: 'hold',
  conditions: [{ kind: 'links' }],
});

function refusalOf(value: unknown, locale: AppLocale): string {
  const parsed = ruleSetSchema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return ruleFileProblem('regeln.json', parsed.error, intlFor(locale));
}

describe('ruleFileProblem', () => {
  it('says two rules sharing an id in German and Japanese, as one sentence', () => {
    const file = { version: 1, rules: [rule('a'), rule('a')], blockList: [], allowList: [] };
    expect(refusalOf(file, 'de')).toBe('regeln.json ist kein Regelsatz: Zwei Regeln haben dieselbe ID.');
    expect(refusalOf(file, 'ja')).toBe(
      'regeln.json はルールセットではありません: 2 つのルールが同じ ID を使っています。',
    );
    expect(refusalOf(file, 'en')).toBe('regeln.json is not a rule set: Two rules share an id.');
  });

  it('says a shape problem by its kind and its place in the file', () => {
    const unnamed = { version: 1, rules: [{ ...rule('a'), name: 5 }], blockList: [], allowList: [] };
    expect(refusalOf(unnamed, 'de')).toBe(
      'regeln.json ist kein Regelsatz: rules.0.name fehlt oder hat nicht die richtige Art.',
    );
    expect(refusalOf(unnamed, 'ja')).toBe(
      'regeln.json はルールセットではありません: rules.0.name がないか、種類が正しくありません。',
    );
    const tooMany = {
      version: 1,
      rules: Array.from({ length: 101 }, (_, n) => rule(`r${n}`)),
      blockList: [],
      allowList: [],
    };
    expect(refusalOf(tooMany, 'de')).toBe('regeln.json ist kein Regelsatz: rules überschreitet die Grenze von 100.');
    expect(refusalOf({ version: 1, rules: [], blockList: [], allowList: [], extra: true }, 'en')).toBe(
      'regeln.json is not a rule set: the file holds fields a rule set does not have.',
    );
  });
});
