// Which format a log is in, told by its first line that is not blank: a JSON object is the provider's HTTP request
// log, anything else is read as a combined (or common) access log. One format per file, so a line of the other
// format is a bad line, named by its number.
import { parseCombinedLine } from './combined-line';
import { parseJsonLine } from './json-line';
import { badLine, MAX_LINE_CHARS, type LineResult } from './log-record';

export type LogFormat = 'combined' | 'json';

export const LOG_FORMAT_LABELS: Readonly<Record<LogFormat, string>> = {
  combined: 'nginx/Apache combined',
  json: 'HTTP request logs (JSON lines)',
};

export function detectFormat(firstLine: string): LogFormat {
  return firstLine.trimStart().startsWith('{') ? 'json' : 'combined';
}

export function parseLogLine(format: LogFormat, line: string, defaultHost: string): LineResult {
  if (line.length > MAX_LINE_CHARS) return badLine('too-long');
  return format === 'json' ? parseJsonLine(line, defaultHost) : parseCombinedLine(line, defaultHost);
}
