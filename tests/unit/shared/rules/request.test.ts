import { describe, expect, it } from 'vitest';
import { compileExpression, parseIPv4, RuleContext, type RuleRequest } from '../../../../shared/rules/index';

const request = (sourceIp: string): RuleRequest => ({ method: 'GET', host: 'example.com', path: '/', sourceIp });

describe('RuleContext', () => {
  it('given the source as parseIPv4 read it, answers as a context that reads it itself', () => {
    const tests = ['ip.src in {10.0.0.0/8 192.168.0.0/16}', 'ip.src eq 203.0.113.7', 'ip.src in {2001:db8::/32}'].map(
      (source) => {
        const compiled = compileExpression(source, { context: 'rule' });
        if (!compiled.ok) throw new Error(compiled.error.message);
        return compiled;
      },
    );
    for (const source of ['10.1.2.3', '203.0.113.7', '192.168.255.255', '2001:db8::1', '010.1.2.3', 'not an address']) {
      const given = new RuleContext(request(source), parseIPv4(source) ?? -1);
      const read = new RuleContext(request(source));
      expect(given.ipv4).toBe(read.ipv4);
      expect(given.ip).toEqual(read.ip);
      expect(given.ipGroup).toBe(read.ipGroup);
      for (const test of tests) expect(test.test(given)).toBe(test.test(new RuleContext(request(source))));
    }
  });

  it('reset for another request answers as a new context: nothing derived from the last request is kept', () => {
    const tests = [
      'ip.src in {10.0.0.0/8}',
      'any(http.request.uri.args["q"][*] eq "a")',
      'http.request.headers["x-key"][0] eq "k"',
      'http.cookie contains "s=1"',
      'http.request.uri eq "/p?q=a"',
      'http.request.cookies["s"][0] eq "1"',
      'http.request.headers["X-Key"][0] eq "k"',
    ].map((source) => {
      const compiled = compileExpression(source, { context: 'rule' });
      if (!compiled.ok) throw new Error(compiled.error.message);
      return compiled;
    });
    const requests: RuleRequest[] = [
      { ...request('10.1.2.3'), path: '/p', query: 'q=a', headers: { 'x-key': 'k', cookie: 's=1' } },
      { ...request('2001:db8::1'), path: '/p', query: 'q=b', headers: { 'X-Key': 'k' } },
      { ...request('192.0.2.1'), headers: { 'x-key': 'other' } },
      request('10.9.9.9'),
    ];
    const reused = new RuleContext(request('203.0.113.7'));
    for (const first of requests) {
      for (const second of requests) {
        reused.reset(first, parseIPv4(first.sourceIp) ?? -1);
        // Every derived value of the first request is read, so that a stale one would answer for the second.
        for (const test of tests) test.test(reused);
        void [reused.headers, reused.cookies, reused.args, reused.ip, reused.ipGroup, reused.uri];
        const fresh = new RuleContext(second);
        const reset = reused.reset(second);
        expect(reset.request).toBe(second);
        expect([reset.ipv4, reset.ip, reset.ipGroup, reset.uri]).toEqual([
          fresh.ipv4,
          fresh.ip,
          fresh.ipGroup,
          fresh.uri,
        ]);
        expect([...reset.headers]).toEqual([...fresh.headers]);
        for (const test of tests) expect(test.test(reset)).toBe(test.test(new RuleContext(second)));
      }
    }
  });
});
