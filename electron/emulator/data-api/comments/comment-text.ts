// textDisplay as the platform renders it: with textFormat=html the text is escaped, web addresses become links and
// line breaks become <br>; with plainText it is the text as written.

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;',
  );
}

function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = start + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

export type TextFormat = 'html' | 'plainText';

export function textDisplay(text: string, format: TextFormat): string {
  if (format === 'plainText') return text;
  return linkify(text).replace(/\r?\n/g, '<br>');
}
