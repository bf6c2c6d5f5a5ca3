// Timed Text Markup Language (.ttml, .xml; also the platform's own "timed text"): <tt><body><div><p begin end>
// with <br/> for line breaks and <span>s inside. Read with fast-xml-parser in document order, so text, spans and
// breaks keep their sequence. Whether a text is TTML at all is ttml-prolog's question.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { CaptionParseError, checkedCues, clockTime, type Cue } from './cue-model';

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

/**
 * How deep elements may nest. Real timed text is tt > body > div > p > span (> span): a handful. The bound keeps the
 * tree walks below shallow, and a file past it is refused with this reason, not with the parser's bare error.
 */
const TTML_MAX_DEPTH = 64;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  processEntities: true,
  maxNestedTags: TTML_MAX_DEPTH,
});

function localName(tag: string): string {
  return tag.includes(':') ? tag.slice(tag.indexOf(':') + 1) : tag;
}

function tagOf(node: OrderedNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@');
}

/** Clock times (hh:mm:ss[.fff] or hh:mm:ss:frames at 30 fps) and offsets (1.5s, 200ms, 2m, 1h, 30f). */
export function parseTtmlTime(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = raw.trim();
  const clock = /^(\d+):(\d{2}):(\d{2})(?:\.(\d+)|:(\d+))?$/.exec(value);
  if (clock) {
    const [, h = '0', m = '0', s = '0', frac, frames] = clock;
    const fraction = frac ? Number(`0.${frac}`) * 1000 : frames ? (Number(frames) * 1000) / 30 : 0;
    return Math.round(Number(h) * 3_600_000 + Number(m) * 60_000 + Number(s) * 1000 + fraction);
  }
  const offset = /^(\d+(?:\.\d+)?)(h|m|s|ms|f)$/.exec(value);
  if (!offset) return undefined;
  const amount = Number(offset[1]);
  const unit = { h: 3_600_000, m: 60_000, s: 1000, ms: 1, f: 1000 / 30 }[offset[2] as 'h' | 'm' | 's' | 'ms' | 'f'];
  return Math.round(amount * unit);
}

/** A paragraph's text: white space collapsed, <br/> as a line break, each line trimmed once (not once per level). */
function textOf(children: readonly OrderedNode[]): string {
  const pieces: string[] = [];
  collectText(children, pieces);
  return pieces
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .join('\n');
}

function collectText(children: readonly OrderedNode[], into: string[]): void {
  for (const child of children) {
    const tag = tagOf(child);
    if (tag === '#text') into.push(String(child['#text']).replace(/\s+/g, ' '));
    else if (tag !== undefined && localName(tag) === 'br') into.push('\n');
    else if (tag !== undefined) collectText((child[tag] as OrderedNode[] | undefined) ?? [], into);
  }
}

function collectParagraphs(nodes: readonly OrderedNode[], into: OrderedNode[]): void {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === undefined || tag === '#text') continue;
    if (localName(tag) === 'p') into.push(node);
    else collectParagraphs((node[tag] as OrderedNode[] | undefined) ?? [], into);
  }
}

/** The document's tree; the parser's own limits (nesting, entities) become the file's refusal with their reason. */
function parsedTree(text: string): OrderedNode[] {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new CaptionParseError(
      undefined,
      `The TTML file is not well-formed XML (line ${valid.err.line}): ${valid.err.msg}`,
    );
  }
  try {
    return parser.parse(text) as OrderedNode[];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (/nested tags/i.test(reason)) {
      throw new CaptionParseError(
        undefined,
        `The TTML file nests elements more than ${TTML_MAX_DEPTH} deep; timed text needs only tt, body, div, p and span.`,
      );
    }
    throw new CaptionParseError(undefined, `The TTML file cannot be read: ${reason.slice(0, 200)}`);
  }
}

export function parseTtml(text: string): readonly Cue[] {
  const paragraphs: OrderedNode[] = [];
  collectParagraphs(parsedTree(text), paragraphs);
  const cues = paragraphs.map((p, index) => {
    const attributes = p[':@'] ?? {};
    const startMs = parseTtmlTime(attributes.begin);
    const endMs =
      parseTtmlTime(attributes.end) ??
      (startMs !== undefined ? add(startMs, parseTtmlTime(attributes.dur)) : undefined);
    if (startMs === undefined || endMs === undefined) {
      throw new CaptionParseError(
        undefined,
        `Paragraph ${index + 1} of the TTML file has no readable begin and end (or dur).`,
      );
    }
    return { startMs, endMs, text: textOf((p.p as OrderedNode[] | undefined) ?? []) };
  });
  return checkedCues(cues, 'TTML');
}

function add(start: number, duration: number | undefined): number | undefined {
  return duration === undefined ? undefined : start + duration;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);
}

export function writeTtml(cues: readonly Cue[], language: string): string {
  const paragraphs = cues.map(
    (cue) =>
      `<p begin="${clockTime(cue.startMs, '.')}" end="${clockTime(cue.endMs, '.')}">${cue.text.split('\n').map(escapeXml).join('<br/>')}</p>`,
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<tt xmlns="http://www.w3.org/ns/ttml" xml:lang="${escapeXml(language)}">`,
    '<body>',
    '<div>',
    ...paragraphs,
    '</div>',
    '</body>',
    '</tt>',
    '',
  ].join('\n');
}
