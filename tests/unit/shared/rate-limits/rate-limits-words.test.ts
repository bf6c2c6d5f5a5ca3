// The rate limits' problems, replay words and refusals in German and Japanese, plurals included, against what a
// creator reads; and the English plurals that were once made by hand.
import { afterEach, describe, expect, it } from 'vitest';
import { setSayingLocale } from '../../../../electron/language/say';
import { assertValidRule } from '../../../../electron/rate-limits/rule-check';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { ownAddressProblem } from '../../../../shared/rate-limits/own-addresses';
import {
  badLineReasonText,
  draftProblemText,
  hintText,
  verdictWords,
} from '../../../../shared/rate-limits/replay-messages';
import type { RateLimitRule } from '../../../../shared/rate-limits/rule-model';
import { validateRateLimitRule } from '../../../../shared/rate-limits/rule-validation';

const DE = intlFor('de');
const JA = intlFor('ja');
const EN = intlFor('en');

const rule: RateLimitRule = {
  description: 'Login',
  expression: 'http.request.uri.path eq "/login"',
  action: 'block',
  ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period: 60, requests_per_period: 5, mitigation_timeout: 600 },
};

afterEach(() => setSayingLocale('en'));

describe('the rate limits in German and Japanese', () => {
  it('says why a log line was not read, quoting the log as it is', () => {
    expect(badLineReasonText({ code: 'bad-status', text: '2x0' }, DE)).toBe('der Status „2x0“ ist kein HTTP-Status');
    expect(badLineReasonText({ code: 'too-long' }, DE)).toBe('sie ist länger als 64 KiB');
    expect(badLineReasonText({ code: 'bad-request', text: '\\x16' }, JA)).toBe(
      'リクエスト「\\x16」が METHOD TARGET PROTOCOL の形式ではありません',
    );
    expect(badLineReasonText({ code: 'no-client-ip' }, JA)).toBe('ClientIP がありません');
  });

  it('counts a hint’s requests with the language’s plural', () => {
    const own = { kind: 'own-address', client: '198.51.100.23' } as const;
    expect(hintText({ ...own, stopped: 1 }, DE)).toBe(
      '198.51.100.23 ist eine deiner eigenen Adressen: Dieser Entwurf hätte 1 deiner Anfragen gestoppt.',
    );
    expect(hintText({ kind: 'visitor-like', client: '203.0.113.58', stopped: 2, requests: 1 }, DE)).toContain(
      ', 1 Anfrage, wenige Fehler',
    );
    expect(hintText({ kind: 'visitor-like', client: '203.0.113.58', stopped: 2, requests: 1234 }, DE)).toContain(
      ', 1.234 Anfragen, wenige Fehler',
    );
    expect(hintText({ ...own, stopped: 3 }, JA)).toBe(
      '198.51.100.23 は自分のアドレスの 1 つです。この下書きは自分のリクエストを 3 件阻止していたはずです。',
    );
  });

  it('shows a verdict with the locale’s numbers and plurals, the English one kept in the description', () => {
    const verdict = { date: '2026-11-24', stopped: 242, requests: 1735, clients: 1 };
    expect(verdictWords(verdict, DE)).toBe(
      '[Protokollwiedergabe 2026-11-24: 242 von 1.735 Anfragen gestoppt, 1 Client]',
    );
    expect(verdictWords({ ...verdict, clients: 3 }, JA)).toBe(
      '[ログ再生 2026-11-24: 1,735 件中 242 件のリクエストを阻止、3 個のクライアント]',
    );
    expect(verdictWords(verdict, EN)).toBe('[log replay 2026-11-24: 242 of 1,735 requests stopped, 1 client]');
  });

  it('names a draft rule without a description by its place', () => {
    expect(draftProblemText({ rule: '', index: 1, kind: 'score' }, DE)).toMatch(/^Regel 2: Eine Regel mit Punktzahl/);
    expect(draftProblemText({ rule: 'Login', index: 0, kind: 'expression', detail: 'unknown identifier' }, JA)).toBe(
      'Login: 式を解析できません: unknown identifier。',
    );
  });

  it('checks a rule in the language given, listing values as the language lists them', () => {
    const [period] = validateRateLimitRule({ ...rule, ratelimit: { ...rule.ratelimit, period: 30 } }, DE);
    expect(period?.message).toBe(
      'Der Zeitraum muss einer der folgenden Werte in Sekunden sein: 10, 60, 120, 300, 600 und 3600.',
    );
    const [syntax] = validateRateLimitRule({ ...rule, expression: 'http.request.uri.path eq "/login' }, JA);
    expect(syntax?.message).toMatch(/^1 行目、\d+ 列目: /);
    // The heading is the language's; the line, its caret and the parser's words stay as the service renders them.
    expect(syntax?.syntax?.text).toMatch(
      /^フィルターの解析エラー（1:\d+）:\nhttp\.request\.uri\.path eq "\/login\n +\^/,
    );
    expect(ownAddressProblem('192.0.2.1/24', DE)).toBe(
      'der Host-Teil der Adresse ist nicht null (meintest du 192.0.2.0/24?)',
    );
  });

  it('refuses a rule in the main process’s language, with the count as its plural says', () => {
    const twoProblems = { ...rule, description: '', ratelimit: { ...rule.ratelimit, period: 30 } };
    setSayingLocale('de');
    expect(() => assertValidRule(twoProblems)).toThrow(
      /^Die Regel wurde nicht gesendet, weil sie 2 Probleme hat:\nBeschreibung: Beschreibe die Regel/,
    );
    setSayingLocale('ja');
    expect(() => assertValidRule({ ...rule, description: '' })).toThrow(
      /^ルールに 1 件の問題があるため、送信しませんでした:\n説明: /,
    );
    setSayingLocale('en');
    expect(() => assertValidRule({ ...rule, description: '' })).toThrow(
      /^The rule was not sent, because it has a problem:\nDescription: Describe the rule/,
    );
    expect(() => assertValidRule(twoProblems)).toThrow(/^The rule was not sent, because it has 2 problems:\n/);
  });
});
