// The syntax tree. It carries no source positions so that two spellings of the same rule (whitespace, parentheses,
// `and` vs `&&`, raw vs quoted strings) produce equal trees; errors are located while parsing instead.
// Logical nodes are n-ary and flattened (a and (b and c) is one `and` of three items), which is the canonical form
// the formatter prints and the parser returns.

export type LogicalOp = 'and' | 'or' | 'xor';

export type CompareOp =
  'eq' | 'ne' | 'lt' | 'le' | 'gt' | 'ge' | 'contains' | 'matches' | 'wildcard' | 'strict wildcard';

export type Expr = LogicalExpr | NotExpr | CompareExpr | InExpr | BoolExpr;

export interface LogicalExpr {
  readonly type: 'logical';
  readonly op: LogicalOp;
  /** Two or more; never a logical node with the same op. */
  readonly items: readonly Expr[];
}

export interface NotExpr {
  readonly type: 'not';
  readonly expr: Expr;
}

export interface CompareExpr {
  readonly type: 'compare';
  readonly op: CompareOp;
  readonly lhs: ValueExpr;
  /** For `matches` the string is the regex source; for wildcards, the pattern. */
  readonly rhs: Literal;
}

export interface InExpr {
  readonly type: 'in';
  readonly lhs: ValueExpr;
  readonly items: readonly SetItem[];
}

/** A boolean value used as a condition on its own: `ssl`, `starts_with(...)`, `any(...)`. */
export interface BoolExpr {
  readonly type: 'bool';
  readonly value: ValueExpr;
}

export type ValueExpr = FieldRef | IndexExpr | CallExpr;

export interface FieldRef {
  readonly type: 'field';
  readonly name: string;
}

export type IndexSelector =
  | { readonly kind: 'key'; readonly key: string }
  | { readonly kind: 'position'; readonly position: number }
  | { readonly kind: 'each' };

export interface IndexExpr {
  readonly type: 'index';
  readonly target: ValueExpr;
  readonly index: IndexSelector;
}

export interface CallExpr {
  readonly type: 'call';
  readonly name: string;
  readonly args: readonly FunctionArg[];
}

/** any()/all() take a comparison over `[*]`; other functions take values and literals. */
export type FunctionArg = ValueExpr | Literal | CompareExpr | InExpr | BoolExpr;

export type Literal = StringLiteral | IntLiteral | IpLiteral;

export interface StringLiteral {
  readonly type: 'string';
  readonly value: string;
}

export interface IntLiteral {
  readonly type: 'int';
  readonly value: number;
}

export interface IpLiteral {
  readonly type: 'ip';
  /** Canonical text (RFC 5952 for IPv6), so equal addresses compare equal structurally. */
  readonly address: string;
}

export type SetItem =
  | StringLiteral
  | IntLiteral
  | { readonly type: 'int-range'; readonly from: number; readonly to: number }
  | IpLiteral
  | { readonly type: 'cidr'; readonly network: string; readonly prefix: number }
  | { readonly type: 'ip-range'; readonly from: string; readonly to: string };

export function isValueExpr(node: FunctionArg): node is ValueExpr {
  return node.type === 'field' || node.type === 'index' || node.type === 'call';
}

export function isLiteral(node: FunctionArg): node is Literal {
  return node.type === 'string' || node.type === 'int' || node.type === 'ip';
}
