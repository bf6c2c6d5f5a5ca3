import type { Expr, FunctionArg, Literal, SetItem, ValueExpr } from './ast';
import { isLiteral, isValueExpr } from './ast';

// Canonical text of a tree: English operators, single spaces, parentheses only where precedence needs them,
// strings always "..." with escapes. parseExpression(formatExpression(t)) gives back a tree equal to t.

const PRECEDENCE = { or: 1, xor: 2, and: 3, not: 4, atom: 5 } as const;

function precedenceOf(e: Expr): number {
  if (e.type === 'logical') return PRECEDENCE[e.op];
  if (e.type === 'not') return PRECEDENCE.not;
  return PRECEDENCE.atom;
}

export function formatExpression(expr: Expr): string {
  switch (expr.type) {
    case 'logical': {
      const own = PRECEDENCE[expr.op];
      // A child of equal precedence only occurs in a non-flattened tree; parenthesize it to keep its shape.
      return expr.items.map((item) => wrapIf(item, precedenceOf(item) <= own)).join(` ${expr.op} `);
    }
    case 'not':
      return `not ${wrapIf(expr.expr, precedenceOf(expr.expr) < PRECEDENCE.not)}`;
    case 'compare': {
      const rhs =
        expr.op === 'matches' && expr.rhs.type === 'string' ? quoteRegex(expr.rhs.value) : formatLiteral(expr.rhs);
      return `${formatValue(expr.lhs)} ${expr.op} ${rhs}`;
    }
    case 'in':
      return `${formatValue(expr.lhs)} in {${expr.items.map(formatSetItem).join(' ')}}`;
    case 'bool':
      return formatValue(expr.value);
  }
}

function wrapIf(e: Expr, parens: boolean): string {
  const text = formatExpression(e);
  return parens ? `(${text})` : text;
}

export function formatValue(value: ValueExpr): string {
  switch (value.type) {
    case 'field':
      return value.name;
    case 'index': {
      const target = formatValue(value.target);
      const i = value.index;
      if (i.kind === 'key') return `${target}[${quoteString(i.key)}]`;
      if (i.kind === 'position') return `${target}[${i.position}]`;
      return `${target}[*]`;
    }
    case 'call':
      return `${value.name}(${value.args.map(formatArg).join(', ')})`;
  }
}

function formatArg(arg: FunctionArg): string {
  if (isValueExpr(arg)) return formatValue(arg);
  if (isLiteral(arg)) return formatLiteral(arg);
  return formatExpression(arg);
}

function formatLiteral(literal: Literal): string {
  switch (literal.type) {
    case 'string':
      return quoteString(literal.value);
    case 'int':
      return String(literal.value);
    case 'ip':
      return literal.address;
  }
}

function formatSetItem(item: SetItem): string {
  switch (item.type) {
    case 'int-range':
      return `${item.from}..${item.to}`;
    case 'cidr':
      return `${item.network}/${item.prefix}`;
    case 'ip-range':
      return `${item.from}..${item.to}`;
    default:
      return formatLiteral(item);
  }
}

/** A "..." literal whose parse gives back `value`: escapes \ and ", and writes control characters as \xHH. */
export function quoteString(value: string): string {
  let out = '"';
  for (let i = 0; i < value.length; i++) {
    const c = value[i] as string;
    const code = value.charCodeAt(i);
    if (c === '"' || c === '\\') out += '\\' + c;
    else if (code < 0x20 || code === 0x7f) out += '\\x' + code.toString(16).padStart(2, '0');
    else out += c;
  }
  return out + '"';
}

/**
 * The literal that gives back `regex` after `matches`: the quoted regex form when it can express it (a quote
 * outside [...] becomes \"), otherwise a raw string with enough # to hold it (a regex containing \" outside a
 * class, which the quoted form would turn into a bare quote).
 */
export function quoteRegex(regex: string): string {
  let out = '"';
  let inClass = false;
  for (let i = 0; i < regex.length; i++) {
    const c = regex[i] as string;
    if (c === '\\') {
      const next = regex[i + 1];
      if (next === undefined || (!inClass && next === '"')) return rawString(regex);
      out += c + next;
      i++;
      continue;
    }
    if (c === '"') {
      out += inClass ? '"' : '\\"';
      continue;
    }
    if (c === '[' && !inClass) inClass = true;
    else if (c === ']' && inClass) inClass = false;
    out += c;
  }
  return out + '"';
}

function rawString(value: string): string {
  let hashes = '';
  while (value.includes(`"${hashes}`)) hashes += '#';
  return `r${hashes}"${value}"${hashes}`;
}
