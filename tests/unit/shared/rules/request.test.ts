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
});
