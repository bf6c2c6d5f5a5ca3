// Tokens of the rules language. The lexer is context free: a "word" is any run of characters that are not
// whitespace, quotes, brackets or operator symbols, and the parser decides what a word means where it stands
// (field, keyword, integer, IP address, CIDR, range). That keeps IPv6 colons and range dots out of the lexer.
import type { RuleHint } from './hint-messages';

export type PunctText = '(' | ')' | '[' | ']' | '{' | '}' | ',' | '*';
export type SymbolText = '==' | '!=' | '<=' | '>=' | '<' | '>' | '~' | '!' | '&&' | '||' | '^^';

interface TokenBase {
  /** Offset in the source, UTF-16 code units. */
  offset: number;
  length: number;
  /** The source text of the token. */
  text: string;
}

export type Token =
  | (TokenBase & { kind: 'word' })
  | (TokenBase & { kind: 'string'; value: string })
  | (TokenBase & { kind: 'punct'; text: PunctText })
  | (TokenBase & { kind: 'symbol'; text: SymbolText })
  // Lexing problems become tokens so that the parser reports the first problem in source order, whichever kind.
  | (TokenBase & { kind: 'error'; message: string; hint?: RuleHint })
  | (TokenBase & { kind: 'eof' });

export type TokenKind = Token['kind'];
