import { describe, expect, it } from 'vitest';
import { HclSyntaxError, MAX_HCL_CHARS, parseHcl } from '../../../../../shared/rate-limits/code/hcl-literal';

describe('parseHcl', () => {
  it('reads attributes, labelled blocks, comments, escapes and template escapes', () => {
    const body = parseHcl(`
      /* block comment */
      resource "cloudflare_ruleset" "x" { // trailing comment
        a = "tab\\tquote\\" $\${literal} %%{literal} \\u00e9"
        b = [1, -2.5, true, null, { k = "v", "quoted key": 3 }]
      }`);
    const resource = body.blocks[0]!;
    expect(resource).toMatchObject({ type: 'resource', labels: ['cloudflare_ruleset', 'x'] });
    expect(resource.body.attributes.a).toBe('tab\tquote" ${literal} %{literal} é');
    expect(resource.body.attributes.b).toEqual([1, -2.5, true, null, { k: 'v', 'quoted key': 3 }]);
  });

  it('refuses templates, unclosed strings, attributes set twice and deep nesting, with the line', () => {
    const fails = (text: string): string => {
      try {
        parseHcl(text);
      } catch (error) {
        expect(error).toBeInstanceOf(HclSyntaxError);
        return (error as Error).message;
      }
      throw new Error('expected a refusal');
    };
    expect(fails('a = "x ${var.y}"')).toMatch(/^Line 1: a template/);
    expect(fails('a = 1\nb = "open\n')).toMatch(/^Line 2: a string that is not closed/);
    expect(fails('a = 1\na = 2')).toMatch(/"a" is set twice/);
    expect(fails(`a = ${'['.repeat(40)}`)).toMatch(/nested too deeply/);
    expect(fails('x'.repeat(MAX_HCL_CHARS + 1))).toMatch(/larger than/);
  });
});
