import { describe, expect, it } from 'vitest';
import {
  dateFormatProblem,
  MAX_PLACEHOLDER_LENGTH,
  parseTemplateText,
} from '../../../../shared/series/template-placeholders';

describe('parseTemplateText', () => {
  it('reads text and every placeholder with its format', () => {
    const parsed = parseTemplateText('Episode {n:02}: {file_spaced} ({date:d LLL yyyy}) after {previous.title}');
    expect(parsed.problems).toEqual([]);
    expect(parsed.parts).toEqual([
      { kind: 'text', text: 'Episode ' },
      { kind: 'counter', padding: 2 },
      { kind: 'text', text: ': ' },
      { kind: 'file_spaced' },
      { kind: 'text', text: ' (' },
      { kind: 'date', format: 'd LLL yyyy' },
      { kind: 'text', text: ') after ' },
      { kind: 'previous.title' },
    ]);
  });

  it('writes a brace for {{ and }}, and keeps a lone closing brace as text', () => {
    const parsed = parseTemplateText('{{n}} is {n} } ok');
    expect(parsed.problems).toEqual([]);
    expect(parsed.parts).toEqual([
      { kind: 'text', text: '{n} is ' },
      { kind: 'counter', padding: undefined },
      { kind: 'text', text: ' } ok' },
    ]);
  });

  it('reports an unknown placeholder at its position and keeps it as text', () => {
    const parsed = parseTemplateText('Ep {episode} of {file}');
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0]!.position).toBe(3);
    expect(parsed.problems[0]!.message).toContain('{episode} is not a placeholder');
    expect(parsed.parts[0]).toEqual({ kind: 'text', text: 'Ep {episode} of ' });
  });

  it('reports an unclosed brace at its position, also when another brace follows', () => {
    expect(parseTemplateText('Title {file').problems).toEqual([
      {
        position: 6,
        message: expect.stringContaining('not closed'),
        said: expect.objectContaining({ id: 'notClosed' }),
      },
    ]);
    const twice = parseTemplateText('a {n {file}');
    expect(twice.problems.map((problem) => problem.position)).toEqual([2]);
    expect(twice.parts.at(-1)).toEqual({ kind: 'file' });
  });

  it('refuses bad paddings and formats on placeholders that take none', () => {
    expect(parseTemplateText('{n:x}').problems[0]!.message).toContain('not a padding');
    expect(parseTemplateText('{n:0}').problems).toHaveLength(1);
    expect(parseTemplateText('{n:123}').problems).toHaveLength(1);
    expect(parseTemplateText('{file:upper}').problems[0]!.message).toContain('takes no format');
  });

  it('allows only listed luxon tokens in a date format', () => {
    expect(dateFormatProblem('yyyy-MM-dd')).toBeUndefined();
    expect(dateFormatProblem('cccc d LLLL, HH:mm')).toBeUndefined();
    expect(dateFormatProblem("yyyy 'at' HH")).toContain("'");
    expect(dateFormatProblem('DDD')).toContain('"DDD"');
    expect(dateFormatProblem('yyyyy')).toContain('"yyyyy"');
    expect(parseTemplateText('{date:Q}').problems[0]!.message).toContain('{date:Q}');
  });

  it('treats a brace whose name runs past the bound as left open', () => {
    const long = `{${'a'.repeat(MAX_PLACEHOLDER_LENGTH + 5)}}`;
    expect(parseTemplateText(long).problems[0]!.message).toContain('not closed');
  });

  it('reads pathological texts in time proportional to their length', () => {
    // Open braces without end, braces with long names, and escapes: each is read once.
    const inputs = [
      '{'.repeat(200_000) + 'x',
      '{a'.repeat(100_000),
      `{${'a'.repeat(60)}`.repeat(5_000),
      '{{'.repeat(100_000),
    ];
    for (const input of inputs) {
      const parsed = parseTemplateText(input);
      const written = parsed.parts.reduce((sum, part) => sum + (part.kind === 'text' ? part.text.length : 0), 0);
      // Nothing is lost or doubled: every character is text, a placeholder, or half of an escape.
      expect(written).toBeLessThanOrEqual(input.length);
      expect(written).toBeGreaterThan(0);
    }
    expect(parseTemplateText('{a'.repeat(100_000)).problems).toHaveLength(100_000);
  });
});
