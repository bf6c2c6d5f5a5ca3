// Splits a stream of bytes into lines of UTF-8 text without ever holding more than one line (bounded) and one
// chunk: a line longer than the bound is reported as too long and skipped to its end, so a file that is one
// gigabyte-long line costs no more memory than a short one. CRLF and LF both end a line. Synchronous, one call per
// line (no promise per line: a million lines must take well under a second).
import { StringDecoder } from 'node:string_decoder';

/** `text` is the line, or the start of a line that was too long (then `tooLong`). */
export type OnLine = (text: string, tooLong: boolean) => void;

const EXCERPT = 200;

export class LineSplitter {
  private readonly decoder = new StringDecoder('utf8');
  private carry = '';
  /** Set while skipping the rest of a line past the bound: its first characters, for the excerpt. */
  private skipping: string | undefined;

  constructor(
    private readonly maxChars: number,
    private readonly onLine: OnLine,
  ) {}

  push(chunk: Buffer): void {
    this.take(this.decoder.write(chunk));
  }

  end(): void {
    this.take(this.decoder.end());
    if (this.skipping !== undefined) this.onLine(this.skipping, true);
    else if (this.carry !== '') this.emit(this.carry);
    this.carry = '';
    this.skipping = undefined;
  }

  private take(text: string): void {
    let start = 0;
    for (;;) {
      const end = text.indexOf('\n', start);
      if (end < 0) break;
      if (this.skipping !== undefined) {
        this.onLine(this.skipping, true);
        this.skipping = undefined;
      } else if (this.carry !== '') {
        const line = this.carry + text.slice(start, end);
        this.carry = '';
        this.emit(line);
      } else if (end - start > this.maxChars + 1) {
        this.onLine(text.slice(start, start + EXCERPT), true);
      } else {
        this.emit(text.slice(start, end));
      }
      start = end + 1;
    }
    if (start >= text.length || this.skipping !== undefined) return;
    this.carry += text.slice(start);
    if (this.carry.length > this.maxChars + 1) {
      this.skipping = this.carry.slice(0, EXCERPT);
      this.carry = '';
    }
  }

  private emit(line: string): void {
    const text = line.charCodeAt(line.length - 1) === 13 ? line.slice(0, -1) : line;
    if (text.length > this.maxChars) this.onLine(text.slice(0, EXCERPT), true);
    else this.onLine(text, false);
  }
}
