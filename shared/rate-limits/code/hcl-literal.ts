// A reader of the part of HCL (Terraform's configuration language) that a `cloudflare_ruleset` resource with
// literal values uses: attributes, blocks with labels, strings (with escapes and heredocs), numbers, booleans,
// lists, objects and comments. References and function calls are kept as `{ reference: "var.zone_id" }` so the
// caller can name them; anything else is refused with its line. Bounded: input size and nesting depth.
import { englishHint, hintOf, type RuleHint } from '../../rules/index';
import { HCL_PROBLEMS } from './hcl-messages';

export type HclLiteral = string | number | boolean | null | HclLiteral[] | { [key: string]: HclLiteral } | HclReference;

export interface HclReference {
  readonly reference: string;
}

export interface HclBlock {
  readonly type: string;
  readonly labels: readonly string[];
  readonly body: HclBody;
}

export interface HclBody {
  readonly attributes: Record<string, HclLiteral>;
  readonly blocks: HclBlock[];
}

export class HclSyntaxError extends Error {
  /** What is wrong, without the line, in English (the message; the import says `problem` in the screen's language). */
  readonly detail: string;
  constructor(
    /** What is wrong, as a message of the catalogue (HCL_PROBLEMS) and its values. */
    readonly problem: RuleHint,
    readonly line: number,
  ) {
    const detail = englishHint(problem);
    super(`Line ${line}: ${detail}`);
    this.detail = detail;
  }
}

const TEMPLATE = hintOf(HCL_PROBLEMS.template, { dollar: '${…}', percent: '%{…}' });

export const MAX_HCL_CHARS = 512 * 1024;
const MAX_DEPTH = 32;

export function isReference(value: unknown): value is HclReference {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'reference' in value;
}

class Reader {
  private at = 0;
  private depth = 0;
  constructor(private readonly text: string) {}

  line(): number {
    let n = 1;
    for (let i = 0; i < this.at && i < this.text.length; i++) if (this.text[i] === '\n') n++;
    return n;
  }

  fail(problem: RuleHint): never {
    throw new HclSyntaxError(problem, this.line());
  }

  /** Skips spaces, comments and (unless `keepNewlines`) line breaks. */
  skip(keepNewlines = false): void {
    for (;;) {
      const c = this.text[this.at];
      if (c === ' ' || c === '\t' || c === '\r' || (c === '\n' && !keepNewlines)) this.at++;
      else if (c === '#' || (c === '/' && this.text[this.at + 1] === '/')) {
        while (this.at < this.text.length && this.text[this.at] !== '\n') this.at++;
      } else if (c === '/' && this.text[this.at + 1] === '*') {
        const end = this.text.indexOf('*/', this.at + 2);
        if (end < 0) this.fail(hintOf(HCL_PROBLEMS.commentNotClosed));
        this.at = end + 2;
      } else return;
    }
  }

  peek(): string | undefined {
    return this.text[this.at];
  }

  eat(c: string): boolean {
    this.skip();
    if (this.text[this.at] !== c) return false;
    this.at++;
    return true;
  }

  expect(c: string): void {
    if (!this.eat(c)) this.fail(hintOf(HCL_PROBLEMS.expected, { token: `"${c}"` }));
  }

  ident(): string | undefined {
    this.skip();
    const match = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(this.text.slice(this.at, this.at + 256));
    if (!match) return undefined;
    this.at += match[0].length;
    return match[0];
  }

  enter(): void {
    if (++this.depth > MAX_DEPTH) this.fail(hintOf(HCL_PROBLEMS.tooDeep));
  }

  leave(): void {
    this.depth--;
  }

  done(): boolean {
    this.skip();
    return this.at >= this.text.length;
  }

  body(closing: string | undefined): HclBody {
    const body: HclBody = { attributes: {}, blocks: [] };
    this.enter();
    for (;;) {
      this.skip();
      if (closing !== undefined && this.eat(closing)) break;
      if (closing === undefined && this.done()) break;
      const name = this.ident();
      if (name === undefined) this.fail(hintOf(HCL_PROBLEMS.expectedAttribute));
      if (this.eat('=')) {
        if (name in body.attributes) this.fail(hintOf(HCL_PROBLEMS.setTwice, { name }));
        body.attributes[name] = this.value();
        continue;
      }
      const labels: string[] = [];
      for (;;) {
        this.skip();
        if (this.peek() === '"') labels.push(this.quoted());
        else {
          const label = this.ident();
          if (label === undefined) break;
          labels.push(label);
        }
      }
      this.expect('{');
      body.blocks.push({ type: name, labels, body: this.body('}') });
    }
    this.leave();
    return body;
  }

  value(): HclLiteral {
    this.skip();
    const c = this.peek();
    if (c === '"') return this.quoted();
    if (c === '<' && this.text.startsWith('<<', this.at)) return this.heredoc();
    if (c === '[') return this.list();
    if (c === '{') return this.object();
    const number = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.at, this.at + 64));
    if (number) {
      this.at += number[0].length;
      return Number(number[0]);
    }
    const word = this.ident();
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    if (word === undefined) this.fail(hintOf(HCL_PROBLEMS.expectedValue));
    // A reference (var.zone_id) or a function call: kept by its text for the caller to name.
    let reference = word;
    for (;;) {
      if (this.peek() === '.') {
        this.at++;
        reference += `.${this.ident() ?? this.fail(hintOf(HCL_PROBLEMS.expectedName))}`;
      } else if (this.peek() === '(') {
        const end = this.text.indexOf(')', this.at);
        if (end < 0) this.fail(hintOf(HCL_PROBLEMS.callNotClosed));
        reference += this.text.slice(this.at, end + 1);
        this.at = end + 1;
      } else return { reference };
    }
  }

  quoted(): string {
    this.at++; // the opening quote
    let out = '';
    for (;;) {
      const c = this.text[this.at];
      if (c === undefined || c === '\n') this.fail(hintOf(HCL_PROBLEMS.stringNotClosed));
      this.at++;
      if (c === '"') return out;
      if (c === '\\') {
        const e = this.text[this.at++];
        const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' };
        if (e !== undefined && e in simple) out += simple[e];
        else if (e === 'u') {
          const hex = this.text.slice(this.at, this.at + 4);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail(hintOf(HCL_PROBLEMS.unicodeEscape, { escape: '\\u' }));
          out += String.fromCharCode(parseInt(hex, 16));
          this.at += 4;
        } else this.fail(hintOf(HCL_PROBLEMS.unknownEscape, { escape: `\\${e ?? ''}` }));
      } else if ((c === '$' || c === '%') && this.text[this.at] === c && this.text[this.at + 1] === '{') {
        out += `${c}{`;
        this.at += 2;
      } else if ((c === '$' || c === '%') && this.text[this.at] === '{') {
        this.fail(TEMPLATE);
      } else out += c;
    }
  }

  heredoc(): string {
    const head = /^<<(-?)([A-Za-z_][A-Za-z0-9_]*)\r?\n/.exec(this.text.slice(this.at, this.at + 80));
    if (!head) this.fail(hintOf(HCL_PROBLEMS.heredocMarker));
    this.at += head[0].length;
    const lines: string[] = [];
    for (;;) {
      if (this.at >= this.text.length) this.fail(hintOf(HCL_PROBLEMS.heredocNotClosed, { marker: head[2] as string }));
      const end = this.text.indexOf('\n', this.at);
      const line = this.text.slice(this.at, end < 0 ? undefined : end).replace(/\r$/, '');
      this.at = end < 0 ? this.text.length : end + 1;
      if (line.trim() === head[2]) break;
      lines.push(line);
    }
    let kept = lines;
    if (head[1] === '-') {
      const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length));
      kept = lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0));
    }
    const text = `${kept.join('\n')}\n`;
    if (/(^|[^$])\$\{|(^|[^%])%\{/.test(text)) this.fail(TEMPLATE);
    return text.replaceAll('$${', '${').replaceAll('%%{', '%{');
  }

  list(): HclLiteral[] {
    this.at++;
    this.enter();
    const items: HclLiteral[] = [];
    while (!this.eat(']')) {
      items.push(this.value());
      if (!this.eat(',')) {
        this.expect(']');
        break;
      }
    }
    this.leave();
    return items;
  }

  object(): { [key: string]: HclLiteral } {
    this.at++;
    this.enter();
    const out: { [key: string]: HclLiteral } = {};
    for (;;) {
      if (this.eat('}')) break;
      this.skip();
      const key = this.peek() === '"' ? this.quoted() : this.ident();
      if (key === undefined) this.fail(hintOf(HCL_PROBLEMS.expectedKey));
      if (!this.eat('=') && !this.eat(':')) this.fail(hintOf(HCL_PROBLEMS.expectedEquals, { key }));
      out[key] = this.value();
      this.eat(',');
    }
    this.leave();
    return out;
  }
}

export function parseHcl(text: string): HclBody {
  if (text.length > MAX_HCL_CHARS)
    throw new HclSyntaxError(hintOf(HCL_PROBLEMS.tooLarge, { kb: MAX_HCL_CHARS / 1024 }), 1);
  return new Reader(text).body(undefined);
}
