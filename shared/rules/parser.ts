import type {
  CompareExpr,
  CompareOp,
  Expr,
  FunctionArg,
  IndexSelector,
  InExpr,
  BoolExpr,
  LogicalOp,
  SetItem,
  ValueExpr,
} from './ast';
import { RuleSyntaxError } from './errors';
import { fieldAllowedIn, getField, type ExpressionContext } from './fields';
import { describeArity, FunctionArgError, FUNCTIONS, getFunction, type ArgInfo } from './functions';
import { hintOf, RULE_HINTS, type RuleHint } from './hint-messages';
import { formatIp, parseCidr, parseIp, compareIp } from './ip';
import { tokenize } from './lexer';
import { compileRegex } from './regex';
import { compileWildcard } from './text';
import type { Token } from './tokens';
import { isArrayType, isMapType, typeName, type RuleType } from './types';

export interface ParseOptions {
  /** 'counting' also admits response fields such as http.response.code. Default 'rule'. */
  context?: ExpressionContext;
}

export type ParseResult = { ok: true; ast: Expr } | { ok: false; error: RuleSyntaxError };

export function parseExpression(source: string, options: ParseOptions = {}): ParseResult {
  try {
    const parser = new Parser(source, options.context ?? 'rule');
    return { ok: true, ast: parser.parseAll() };
  } catch (e) {
    if (e instanceof RuleSyntaxError) return { ok: false, error: e };
    throw e;
  }
}

/** The error of an invalid expression, or null when it parses. */
export function validateExpression(source: string, options: ParseOptions = {}): RuleSyntaxError | null {
  const result = parseExpression(source, options);
  return result.ok ? null : result.error;
}

interface Span {
  offset: number;
  end: number;
}

interface Typed {
  node: ValueExpr;
  type: RuleType;
  each: boolean;
  span: Span;
}

interface Simple {
  expr: CompareExpr | InExpr | BoolExpr;
  each: boolean;
  span: Span;
}

const ENGLISH_OPS: ReadonlyMap<string, CompareOp | 'in'> = new Map<string, CompareOp | 'in'>([
  ['eq', 'eq'],
  ['ne', 'ne'],
  ['lt', 'lt'],
  ['le', 'le'],
  ['gt', 'gt'],
  ['ge', 'ge'],
  ['contains', 'contains'],
  ['matches', 'matches'],
  ['wildcard', 'wildcard'],
  ['in', 'in'],
]);

const SYMBOL_OPS: ReadonlyMap<string, CompareOp> = new Map<string, CompareOp>([
  ['==', 'eq'],
  ['!=', 'ne'],
  ['<', 'lt'],
  ['<=', 'le'],
  ['>', 'gt'],
  ['>=', 'ge'],
  ['~', 'matches'],
]);

const LOGICAL_SYMBOLS: Readonly<Record<LogicalOp, string>> = { and: '&&', or: '||', xor: '^^' };

// Operators each type admits. Ordering is kept to integers: the service also orders strings and IPs, but a
// byte-wise "lt" on a path or host is almost always a mistake in a rate limiting rule, so we refuse it early.
const OPS_BY_TYPE: Readonly<Record<'Bytes' | 'Int' | 'Ip', ReadonlySet<CompareOp | 'in'>>> = {
  Bytes: new Set(['eq', 'ne', 'contains', 'matches', 'wildcard', 'strict wildcard', 'in']),
  Int: new Set(['eq', 'ne', 'lt', 'le', 'gt', 'ge', 'in']),
  Ip: new Set(['eq', 'ne', 'in']),
};

const INT_RE = /^-?(?:0x[0-9a-fA-F]+|[0-9]+)$/;
// Same limit as wirefilter's default; it keeps hostile input from exhausting the stack of a recursive parser.
const MAX_NESTING = 128;
const EXPR_START = 'expected a field, a function call, "not" or "("';
// Code shown inside hints (kept as written in every language).
const OPERATOR_LIST =
  'eq ==, ne !=, lt <, le <=, gt >, ge >=, contains, matches ~, in {...}, wildcard, strict wildcard';
const CONDITION_FORM = '<field> <operator> <value>';
const IP_EXAMPLES = { v4: '192.0.2.1', v6: '2001:db8::1' };
// What all the regexes of one expression may add up to (estimated RE2 instructions, each regex counting at least
// REGEX_BASE_COST): matching them all against one request then stays within the bound of REGEX_SIZE_LIMIT's comment
// doubled, however long the expression.
const REGEX_EXPRESSION_BUDGET = 2000;
const REGEX_BASE_COST = 20;

class Parser {
  private readonly tokens: Token[];
  private pos = 0;
  /** Inside the first argument of any()/all(), where `[*]` is allowed. */
  private eachAllowed = false;
  private depth = 0;
  private regexSize = 0;

  constructor(
    private readonly source: string,
    private readonly context: ExpressionContext,
  ) {
    this.tokens = tokenize(source);
  }

  parseAll(): Expr {
    const expr = this.parseOr();
    const tok = this.peek();
    if (tok.kind !== 'eof') {
      if (tok.kind === 'error') this.throwToken(tok);
      let hint = hintOf(RULE_HINTS.logicalOrEnd);
      if (tok.kind === 'punct' && tok.text === ')') hint = hintOf(RULE_HINTS.unmatchedClose);
      else if (tok.kind === 'word' && ['and', 'or', 'xor', 'not'].includes(tok.text.toLowerCase())) {
        hint = hintOf(RULE_HINTS.logicalLowercase, { operator: tok.text.toLowerCase() });
      }
      this.fail({ offset: tok.offset, end: this.source.length }, 'unrecognised input', hint);
    }
    return expr;
  }

  // ---- logic -------------------------------------------------------------------------------------------------

  private parseOr(): Expr {
    return this.parseLogical('or', () =>
      this.parseLogical('xor', () => this.parseLogical('and', () => this.parseUnary())),
    );
  }

  private parseLogical(op: LogicalOp, operand: () => Expr): Expr {
    const items = [operand()];
    while (this.isLogical(this.peek(), op)) {
      this.pos++;
      items.push(operand());
    }
    return combine(op, items);
  }

  private isLogical(tok: Token, op: LogicalOp): boolean {
    return (tok.kind === 'word' && tok.text === op) || (tok.kind === 'symbol' && tok.text === LOGICAL_SYMBOLS[op]);
  }

  private parseUnary(): Expr {
    const tok = this.peek();
    if ((tok.kind === 'word' && tok.text === 'not') || (tok.kind === 'symbol' && tok.text === '!')) {
      this.pos++;
      return { type: 'not', expr: this.nested(tok, () => this.parseUnary()) };
    }
    if (tok.kind === 'punct' && tok.text === '(') {
      this.pos++;
      const inner = this.nested(tok, () => this.parseOr());
      const close = this.peek();
      if (!(close.kind === 'punct' && close.text === ')')) {
        this.unexpected(
          close,
          'expected literal ")"',
          hintOf(RULE_HINTS.parenNotClosed, { column: this.columnOf(tok.offset) }),
        );
      }
      this.pos++;
      return inner;
    }
    return this.parseSimple().expr;
  }

  private nested<T>(at: Token, parse: () => T): T {
    if (++this.depth > MAX_NESTING)
      this.fail(tokSpan(at), 'maximum nesting depth exceeded', hintOf(RULE_HINTS.nestingLimit, { max: MAX_NESTING }));
    try {
      return parse();
    } finally {
      this.depth--;
    }
  }

  // ---- comparisons -------------------------------------------------------------------------------------------

  private parseSimple(): Simple {
    const lhs = this.parseValue(EXPR_START);
    if (lhs.type === 'Bool') {
      return { expr: { type: 'bool', value: lhs.node }, each: lhs.each, span: lhs.span };
    }
    const { op, span: opSpan } = this.parseOperator(lhs);
    const base = typeof lhs.type === 'string' ? lhs.type : undefined;
    const allowed = base ? OPS_BY_TYPE[base] : undefined;
    if (!allowed || !allowed.has(op)) {
      this.fail(opSpan, `cannot perform this operation on type ${typeName(lhs.type)}`, this.unsupportedHint(lhs, op));
    }
    const valueType = base as 'Bytes' | 'Int' | 'Ip';
    if (op === 'in') {
      const { items, end } = this.parseSet(valueType);
      return { expr: { type: 'in', lhs: lhs.node, items }, each: lhs.each, span: { offset: lhs.span.offset, end } };
    }
    const rhsTok = this.peek();
    const rhs = this.parseScalar(valueType, lhs, op);
    if (op === 'matches' && rhs.type === 'string') this.checkRegex(rhs.value, rhsTok);
    if ((op === 'wildcard' || op === 'strict wildcard') && rhs.type === 'string') {
      const wc = compileWildcard(rhs.value, op === 'strict wildcard');
      if (typeof wc === 'string') this.fail(tokSpan(rhsTok), wc);
    }
    return {
      expr: { type: 'compare', op, lhs: lhs.node, rhs },
      each: lhs.each,
      span: { offset: lhs.span.offset, end: rhsTok.offset + rhsTok.length },
    };
  }

  private parseOperator(lhs: Typed): { op: CompareOp | 'in'; span: Span } {
    const tok = this.peek();
    if (tok.kind === 'symbol') {
      const op = SYMBOL_OPS.get(tok.text);
      if (op) {
        this.pos++;
        return { op, span: tokSpan(tok) };
      }
    }
    if (tok.kind === 'word') {
      if (tok.text === 'strict') {
        const next = this.tokens[this.pos + 1] as Token;
        if (next.kind === 'word' && next.text === 'wildcard') {
          this.pos += 2;
          return { op: 'strict wildcard', span: { offset: tok.offset, end: next.offset + next.length } };
        }
        this.unexpected(next, 'expected literal "wildcard"', hintOf(RULE_HINTS.strictWildcard));
      }
      const op = ENGLISH_OPS.get(tok.text);
      if (op) {
        this.pos++;
        return { op, span: tokSpan(tok) };
      }
    }
    let hint = hintOf(RULE_HINTS.operators, { operators: OPERATOR_LIST });
    if (tok.kind === 'word' && (ENGLISH_OPS.has(tok.text.toLowerCase()) || tok.text.toLowerCase() === 'strict')) {
      hint = hintOf(RULE_HINTS.englishLowercase, { operator: tok.text.toLowerCase() });
    } else if (tok.kind === 'string' || (tok.kind === 'word' && INT_RE.test(tok.text))) {
      const field = this.describeLhs(lhs);
      hint = hintOf(RULE_HINTS.operatorBetween, { field, example: `${field} eq ${tok.text}` });
    }
    return this.unexpected(tok, 'expected a comparison operator', hint);
  }

  private unsupportedHint(lhs: Typed, op: CompareOp | 'in'): RuleHint {
    const t = lhs.type;
    const field = this.describeLhs(lhs);
    if (isMapType(t)) return hintOf(RULE_HINTS.mapPickValue, { field, example: `${field}["name"][0]` });
    if (isArrayType(t)) return hintOf(RULE_HINTS.listPickElement, { field });
    if (t === 'Bytes' && ['lt', 'le', 'gt', 'ge'].includes(op)) return hintOf(RULE_HINTS.orderingIntegersOnly);
    if (t === 'Ip') return hintOf(RULE_HINTS.ipOperators);
    if (t === 'Int') return hintOf(RULE_HINTS.intOperators);
    return hintOf(RULE_HINTS.stringOperators);
  }

  private describeLhs(lhs: Typed): string {
    return this.source.slice(lhs.span.offset, lhs.span.end);
  }

  private parseScalar(type: 'Bytes' | 'Int' | 'Ip', lhs: Typed, op: CompareOp) {
    const tok = this.peek();
    if (type === 'Bytes') {
      if (tok.kind === 'string') {
        this.pos++;
        return { type: 'string' as const, value: tok.value };
      }
      const hint =
        op === 'matches'
          ? hintOf(RULE_HINTS.regexAsString, { example: '"^/api/"' })
          : tok.kind === 'word'
            ? hintOf(RULE_HINTS.quoteStringValue, { field: this.describeLhs(lhs), quoted: `"${tok.text}"` })
            : undefined;
      return this.unexpected(tok, 'expected a string in double quotes', hint);
    }
    if (type === 'Int') {
      if (tok.kind === 'word' && INT_RE.test(tok.text)) {
        this.pos++;
        return { type: 'int' as const, value: this.intValue(tok) };
      }
      return this.unexpected(
        tok,
        'expected an integer',
        tok.kind === 'string' ? hintOf(RULE_HINTS.integersNoQuotes) : undefined,
      );
    }
    if (tok.kind === 'word') {
      const ip = parseIp(tok.text);
      if (ip) {
        this.pos++;
        return { type: 'ip' as const, address: formatIp(ip) };
      }
      if (tok.text.includes('/') || tok.text.includes('..')) {
        this.fail(
          tokSpan(tok),
          'expected an IP address',
          hintOf(RULE_HINTS.rangesOnlyInSet, { example: `${this.describeLhs(lhs)} in {${tok.text}}` }),
        );
      }
      this.fail(tokSpan(tok), 'expected an IP address', hintOf(RULE_HINTS.ipForms, IP_EXAMPLES));
    }
    return this.unexpected(
      tok,
      'expected an IP address',
      tok.kind === 'string' ? hintOf(RULE_HINTS.ipsNoQuotes) : undefined,
    );
  }

  private intValue(tok: { text: string; offset: number; length: number }): number {
    const negative = tok.text.startsWith('-');
    const digits = negative ? tok.text.slice(1) : tok.text;
    const magnitude = digits.startsWith('0x') ? parseInt(digits.slice(2), 16) : Number(digits);
    const value = negative ? -magnitude : magnitude;
    if (!Number.isSafeInteger(value)) this.fail(tokSpan(tok), 'number too large to fit in target type');
    return value === 0 ? 0 : value; // no -0 in the tree
  }

  private parseSet(type: 'Bytes' | 'Int' | 'Ip'): { items: SetItem[]; end: number } {
    const open = this.peek();
    if (!(open.kind === 'punct' && open.text === '{')) {
      const hint =
        open.kind === 'word' && open.text.startsWith('$')
          ? hintOf(RULE_HINTS.namedLists)
          : hintOf(RULE_HINTS.setBraces, { strings: '{"GET" "POST"}', numbers: '{80 443 8000..8009}' });
      this.unexpected(open, 'expected literal "{"', hint);
    }
    this.pos++;
    const items: SetItem[] = [];
    for (;;) {
      const tok = this.peek();
      if (tok.kind === 'punct' && tok.text === '}') {
        this.pos++;
        return { items, end: tok.offset + 1 };
      }
      if (tok.kind === 'eof')
        this.fail(
          tokSpan(tok),
          'expected literal "}"',
          hintOf(RULE_HINTS.notClosed, { bracket: '{', column: this.columnOf(open.offset) }),
        );
      const commaHint = tok.kind === 'punct' && tok.text === ',' ? hintOf(RULE_HINTS.setCommas) : undefined;
      if (type === 'Bytes') {
        if (tok.kind !== 'string') {
          this.unexpected(
            tok,
            'expected a string in double quotes or "}"',
            commaHint ?? (tok.kind === 'word' ? hintOf(RULE_HINTS.quoteValue, { quoted: `"${tok.text}"` }) : undefined),
          );
        }
        this.pos++;
        items.push({ type: 'string', value: tok.value });
        continue;
      }
      if (tok.kind !== 'word') {
        const what = type === 'Int' ? 'an integer or a range' : 'an IP address, a CIDR or a range';
        this.unexpected(
          tok,
          `expected ${what} or "}"`,
          commaHint ??
            (tok.kind === 'string'
              ? hintOf(type === 'Int' ? RULE_HINTS.integersNoQuotes : RULE_HINTS.ipsNoQuotes)
              : undefined),
        );
      }
      this.pos++;
      items.push(type === 'Int' ? this.intSetItem(tok) : this.ipSetItem(tok));
    }
  }

  private intSetItem(tok: Token): SetItem {
    const parts = tok.text.split('..');
    if (parts.length === 1 && INT_RE.test(tok.text)) return { type: 'int', value: this.intValue(tok) };
    if (parts.length === 2 && INT_RE.test(parts[0] as string) && INT_RE.test(parts[1] as string)) {
      const from = this.intValue({ ...tok, text: parts[0] as string });
      const to = this.intValue({ ...tok, text: parts[1] as string });
      if (from > to) this.fail(tokSpan(tok), 'incompatible range bounds', hintOf(RULE_HINTS.rangeLowHigh));
      return { type: 'int-range', from, to };
    }
    return this.fail(tokSpan(tok), 'expected an integer or a range', hintOf(RULE_HINTS.intSetItem));
  }

  private ipSetItem(tok: Token): SetItem {
    const text = tok.text;
    if (text.includes('..')) {
      const [a, b, ...rest] = text.split('..');
      const from = parseIp(a ?? '');
      const to = parseIp(b ?? '');
      if (rest.length > 0 || !from || !to) {
        this.fail(tokSpan(tok), 'invalid IP address syntax', hintOf(RULE_HINTS.ipRange));
      }
      const order = compareIp(from, to);
      if (order === undefined || order > 0) {
        this.fail(tokSpan(tok), 'incompatible range bounds', hintOf(RULE_HINTS.ipRangeFamily));
      }
      return { type: 'ip-range', from: formatIp(from), to: formatIp(to) };
    }
    if (text.includes('/')) {
      const cidr = parseCidr(text);
      if (!cidr.ok)
        this.fail(
          tokSpan(tok),
          cidr.message,
          cidr.suggestion ? hintOf(RULE_HINTS.didYouMean, { code: cidr.suggestion }) : undefined,
        );
      const ok = cidr;
      return { type: 'cidr', network: formatIp(ok.network), prefix: ok.prefix };
    }
    const ip = parseIp(text);
    if (!ip) this.fail(tokSpan(tok), 'invalid IP address syntax', hintOf(RULE_HINTS.ipForms, IP_EXAMPLES));
    return { type: 'ip', address: formatIp(ip) };
  }

  private checkRegex(source: string, tok: Token): void {
    const re = compileRegex(source);
    if (typeof re === 'string') this.fail(tokSpan(tok), re);
    this.regexSize += Math.max(re.size, REGEX_BASE_COST);
    if (this.regexSize > REGEX_EXPRESSION_BUDGET) {
      this.fail(
        tokSpan(tok),
        `regex parse error: the regexes of this expression exceed size limit of ${REGEX_EXPRESSION_BUDGET} instructions together here`,
        hintOf(RULE_HINTS.regexBudget),
      );
    }
  }

  // ---- values ------------------------------------------------------------------------------------------------

  private parseValue(expected: string): Typed {
    const tok = this.peek();
    if (tok.kind !== 'word') {
      return this.unexpected(
        tok,
        expected,
        tok.kind === 'string' ? hintOf(RULE_HINTS.startWithField, { form: CONDITION_FORM }) : undefined,
      );
    }
    const after = this.tokens[this.pos + 1] as Token;
    let value: Typed;
    if (after.kind === 'punct' && after.text === '(') {
      value = this.parseCall(tok);
    } else {
      const field = getField(tok.text);
      if (!field) {
        const hint = getFunction(tok.text)
          ? hintOf(RULE_HINTS.isFunction, { name: tok.text, call: `${tok.text}(...)` })
          : this.unknownFieldHint(tok.text);
        this.fail(tokSpan(tok), 'unknown identifier', hint);
      }
      if (!fieldAllowedIn(field, this.context)) {
        this.fail(
          tokSpan(tok),
          `${tok.text} can only be used in a counting expression`,
          hintOf(RULE_HINTS.countingOnly),
        );
      }
      this.pos++;
      value = { node: { type: 'field', name: tok.text }, type: field.type, each: false, span: tokSpan(tok) };
    }
    for (;;) {
      const open = this.peek();
      if (!(open.kind === 'punct' && open.text === '[')) return value;
      value = this.parseIndex(value, open);
    }
  }

  private unknownFieldHint(name: string): RuleHint | undefined {
    const lower = name.toLowerCase();
    if (lower !== name && getField(lower)) return hintOf(RULE_HINTS.fieldLowercase, { field: lower });
    if (['and', 'or', 'xor', 'not', 'eq', 'ne', 'in'].includes(lower))
      return hintOf(RULE_HINTS.cannotStartCondition, { word: name, form: CONDITION_FORM });
    return undefined;
  }

  private parseIndex(target: Typed, open: Token): Typed {
    this.pos++;
    const tok = this.peek();
    const t = target.type;
    let index: IndexSelector;
    let type: RuleType;
    let each = target.each;
    if (tok.kind === 'punct' && tok.text === '*') {
      this.pos++;
      this.expectClose(']', open);
      const closeTok = this.tokens[this.pos - 1] as Token;
      const span = { offset: open.offset, end: closeTok.offset + closeTok.length };
      if (!this.eachAllowed) {
        this.fail(span, 'invalid use of map each access operator', hintOf(RULE_HINTS.eachOnlyInAnyAll));
      }
      if (each) this.fail(span, 'invalid use of map each access operator', hintOf(RULE_HINTS.oneEach));
      if (!isArrayType(t) && !isMapType(t)) this.fail(span, `cannot access an index on type ${typeName(t)}`);
      index = { kind: 'each' };
      type = isArrayType(t) ? t.array : (t as { map: RuleType }).map;
      each = true;
    } else if (isMapType(t)) {
      if (tok.kind !== 'string') {
        this.unexpected(
          tok,
          'expected a string in double quotes',
          tok.kind === 'word' ? hintOf(RULE_HINTS.mapKeysQuoted, { example: `["${tok.text}"]` }) : undefined,
        );
      }
      this.pos++;
      this.expectClose(']', open);
      index = { kind: 'key', key: tok.value };
      type = t.map;
    } else if (isArrayType(t)) {
      if (!(tok.kind === 'word' && /^[0-9]+$/.test(tok.text))) {
        this.unexpected(
          tok,
          'expected an integer index or *',
          tok.kind === 'string' ? hintOf(RULE_HINTS.listNotMap) : undefined,
        );
      }
      const position = Number(tok.text);
      if (!Number.isSafeInteger(position)) this.fail(tokSpan(tok), 'number too large to fit in target type');
      this.pos++;
      this.expectClose(']', open);
      index = { kind: 'position', position };
      type = t.array;
    } else {
      return this.fail(tokSpan(open), `cannot access an index on type ${typeName(t)}`);
    }
    const close = this.tokens[this.pos - 1] as Token;
    return {
      node: { type: 'index', target: target.node, index },
      type,
      each,
      span: { offset: target.span.offset, end: close.offset + close.length },
    };
  }

  private expectClose(text: ')' | ']', open: Token): void {
    const tok = this.peek();
    if (tok.kind === 'punct' && tok.text === text) {
      this.pos++;
      return;
    }
    this.unexpected(
      tok,
      `expected literal "${text}"`,
      hintOf(RULE_HINTS.notClosed, { bracket: open.text, column: this.columnOf(open.offset) }),
    );
  }

  private parseCall(nameTok: Token): Typed {
    const spec = getFunction(nameTok.text);
    if (!spec)
      this.fail(
        tokSpan(nameTok),
        'unknown identifier',
        hintOf(RULE_HINTS.functions, { names: [...FUNCTIONS.keys()].join(', ') }),
      );
    this.pos += 2; // name and "("
    const args: Array<ArgInfo & { span: Span }> = [];
    const first = this.peek();
    if (first.kind === 'punct' && first.text === ')') {
      this.pos++;
    } else {
      for (;;) {
        args.push(this.nested(nameTok, () => this.parseArg(spec.predicate === true && args.length === 0)));
        const sep = this.peek();
        if (sep.kind === 'punct' && sep.text === ',') {
          this.pos++;
          continue;
        }
        if (sep.kind === 'punct' && sep.text === ')') {
          this.pos++;
          break;
        }
        const wantsMore = args.length < spec.minArgs;
        this.unexpected(
          sep,
          wantsMore ? 'expected literal ","' : 'expected literal ")"',
          spec.predicate ? hintOf(RULE_HINTS.singleComparison, { name: spec.name }) : describeArity(spec),
        );
      }
    }
    const close = this.tokens[this.pos - 1] as Token;
    const callEnd = close.offset + 1;
    if (args.length < spec.minArgs || args.length > spec.maxArgs) {
      const span =
        args.length > spec.maxArgs
          ? { offset: (args[spec.maxArgs] as { span: Span }).span.offset, end: callEnd }
          : tokSpan(close);
      this.fail(span, 'invalid number of arguments', describeArity(spec));
    }
    const eachArgs = args.filter((a) => a.each && a.kind !== 'predicate');
    if (eachArgs.length > 1) {
      this.fail(
        (eachArgs[1] as { span: Span }).span,
        'invalid use of map each access operator',
        hintOf(RULE_HINTS.oneEach),
      );
    }
    let type: RuleType;
    try {
      type = spec.check(args);
    } catch (e) {
      if (!(e instanceof FunctionArgError)) throw e;
      const span =
        e.index >= 0 && args[e.index]
          ? (args[e.index] as { span: Span }).span
          : { offset: nameTok.offset, end: callEnd };
      return this.fail(span, e.message, e.hint ?? describeArity(spec));
    }
    const node: ValueExpr = { type: 'call', name: spec.name, args: args.map((a) => a.node) };
    return {
      node,
      type,
      each: !spec.predicate && eachArgs.length === 1,
      span: { offset: nameTok.offset, end: callEnd },
    };
  }

  private parseArg(predicate: boolean): ArgInfo & { span: Span } {
    if (predicate) {
      const saved = this.eachAllowed;
      this.eachAllowed = true;
      try {
        const simple = this.parseSimple();
        return { node: simple.expr, kind: 'predicate', type: 'Bool', each: simple.each, span: simple.span };
      } finally {
        this.eachAllowed = saved;
      }
    }
    const tok = this.peek();
    if (tok.kind === 'string') {
      this.pos++;
      return {
        node: { type: 'string', value: tok.value },
        kind: 'literal',
        type: 'Bytes',
        each: false,
        span: tokSpan(tok),
      };
    }
    if (tok.kind === 'word' && INT_RE.test(tok.text)) {
      this.pos++;
      return {
        node: { type: 'int', value: this.intValue(tok) },
        kind: 'literal',
        type: 'Int',
        each: false,
        span: tokSpan(tok),
      };
    }
    const value = this.parseValue('expected a field, a function call or a literal');
    const node: FunctionArg = value.node;
    return { node, kind: 'field', type: value.type, each: value.each, span: value.span };
  }

  // ---- plumbing ----------------------------------------------------------------------------------------------

  private peek(): Token {
    return this.tokens[this.pos] as Token;
  }

  private columnOf(offset: number): number {
    return offset - (this.source.lastIndexOf('\n', offset - 1) + 1) + 1;
  }

  /** Fails at `tok`; a lexing problem at that spot wins over the parser's expectation, since it is the cause. */
  private unexpected(tok: Token, message: string, hint?: RuleHint): never {
    if (tok.kind === 'error') this.throwToken(tok);
    return this.fail(tokSpan(tok), message, hint);
  }

  private throwToken(tok: Token & { kind: 'error' }): never {
    return this.fail(tokSpan(tok), tok.message, tok.hint);
  }

  private fail(span: Span, message: string, hint?: RuleHint): never {
    const init = { source: this.source, offset: span.offset, length: span.end - span.offset, message } as const;
    throw new RuleSyntaxError(hint === undefined ? init : { ...init, hint });
  }
}

function tokSpan(tok: { offset: number; length: number }): Span {
  return { offset: tok.offset, end: tok.offset + tok.length };
}

function combine(op: LogicalOp, items: Expr[]): Expr {
  if (items.length === 1) return items[0] as Expr;
  const flat: Expr[] = [];
  for (const item of items) {
    // A loop, not push(...items): spreading a long operand list overflows the stack.
    if (item.type === 'logical' && item.op === op) for (const inner of item.items) flat.push(inner);
    else flat.push(item);
  }
  return { type: 'logical', op, items: flat };
}

/** Builds a logical node in canonical (flattened) form; also used by tests and tools that build trees. */
export function logical(op: LogicalOp, items: readonly Expr[]): Expr {
  return combine(op, [...items]);
}
