// The rules language's hints in German and Japanese, as the editor shows them under a malformed expression: the
// advice translated, the code of the expression kept as written, the argument counts in the language's plural;
// and the service's own error words left in English.
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { checkExpression } from '../../../../shared/rate-limits/expression-check';
import {
  parseExpression,
  sayHint,
  validateCharacteristics,
  type RuleSyntaxError,
} from '../../../../shared/rules/index';

const DE = intlFor('de');
const JA = intlFor('ja');

function error(source: string, context: 'rule' | 'counting' = 'rule'): RuleSyntaxError {
  const r = parseExpression(source, { context });
  if (r.ok) throw new Error(`parsed: ${source}`);
  return r.error;
}

function hintIn(source: string, intl: typeof DE): string | undefined {
  const e = error(source);
  return e.hintMessage && sayHint(e.hintMessage, intl);
}

describe('the rules language’s hints in German and Japanese', () => {
  it('translates the advice and keeps the code as it is written', () => {
    expect(hintIn("http.host eq 'a'", DE)).toBe(
      'Einfache Anführungszeichen begrenzen in der Regelsprache keine Zeichenfolgen; verwende "..."',
    );
    expect(hintIn('Http.Host eq "a"', DE)).toBe('Feldnamen werden kleingeschrieben: http.host');
    expect(hintIn('http.host = "a"', JA)).toBe('"==" のことですか？');
    expect(hintIn('ip.src eq 10.0.0.0/8', JA)).toBe('範囲と CIDR はセットの中でのみ使えます: ip.src in {10.0.0.0/8}');
    expect(hintIn('(ssl', JA)).toBe('かっこが対応していません: 1 列目の "(" が閉じていません');
  });

  it('keeps the braces of a set that the message itself writes', () => {
    expect(hintIn('ip.src contains "a"', DE)).toBe('IP-Felder erlauben eq, ne und in {...}');
    expect(hintIn('ip.src contains "a"', JA)).toBe('IP のフィールドで使える演算子は eq、ne、in {...} です');
  });

  it('counts a function’s arguments with the language’s plural', () => {
    expect(hintIn('len(http.host, http.host) eq 1', DE)).toBe(
      'len() nimmt 1 Argument: len(String | Array | Map field)',
    );
    expect(hintIn('cidr(ip.src, 24) eq 10.0.0.0', DE)).toBe(
      'cidr() nimmt 3 Argumente: cidr(IP field, ipv4_bits, ipv6_bits)',
    );
    expect(hintIn('cidr(ip.src, 24) eq 10.0.0.0', JA)).toBe(
      'cidr() の引数は 3 個です: cidr(IP field, ipv4_bits, ipv6_bits)',
    );
  });

  it('leaves the service’s own words in English and says the hint in the screen’s language', () => {
    const check = checkExpression('http.request.method in {"GET", "POST"}', 'rule', DE);
    if (check.ok) throw new Error('valid');
    expect(check.syntax?.text).toContain('expected a string in double quotes or "}"');
    expect(check.syntax?.hint).toBe('Die Werte einer Menge werden durch Leerzeichen getrennt, nicht durch Kommas');
  });

  it('gives the English hint to the emulator and logs', () => {
    expect(error('ssl AND ssl').hint).toBe('logical operators are lowercase: and');
    expect(error('len(http.host, http.host) eq 1').hint).toBe(
      'len() takes 1 argument: len(String | Array | Map field)',
    );
  });
});

describe('a rule’s characteristics in German and Japanese', () => {
  it('says what is wrong with the list, the characteristics kept as written', () => {
    expect(validateCharacteristics(['ip.src', 'ip.src'], DE)).toEqual([
      "'ip.src' ist doppelt aufgeführt",
      'Die Merkmale müssen cf.colo.id enthalten',
    ]);
    expect(validateCharacteristics(['cf.colo.id', 'ip.src', 'cf.unique_visitor_id', 'http.user_agent'], JA)).toEqual([
      "'http.user_agent' は有効な特性ではありません",
      'ip.src と cf.unique_visitor_id は一緒に使えません',
    ]);
    expect(validateCharacteristics(['ip.src'])).toEqual(['characteristics must include cf.colo.id']);
  });
});
