// Public API of the rules language: parse, format, evaluate, and count.

export type {
  BoolExpr,
  CallExpr,
  CompareExpr,
  CompareOp,
  Expr,
  FieldRef,
  FunctionArg,
  IndexExpr,
  IndexSelector,
  InExpr,
  IntLiteral,
  IpLiteral,
  Literal,
  LogicalExpr,
  LogicalOp,
  NotExpr,
  SetItem,
  StringLiteral,
  ValueExpr,
} from './ast';
export { RuleSyntaxError, formatApiExpressionError, type RuleSyntaxErrorInit } from './errors';
export { RULE_HINTS, englishHint, hintOf, sayHint, type RuleHint } from './hint-messages';
export { FIELDS, getField, fieldAllowedIn, type ExpressionContext, type FieldInfo } from './fields';
export { FUNCTIONS, getFunction, type FunctionSpec, type RuleValue } from './functions';
export {
  IpRangeSet,
  cidrRange,
  compareIp,
  formatIp,
  ipGroupKey,
  maskIp,
  parseCidr,
  parseIp,
  parseIPv4,
  parseIPv6,
  type CidrParseResult,
  type IpAddress,
  type IpRange,
} from './ip';
export { parseExpression, validateExpression, logical, type ParseOptions, type ParseResult } from './parser';
export { formatExpression, formatValue, quoteRegex, quoteString } from './format';
export {
  RuleContext,
  createRuleContext,
  parseCookieHeader,
  parseQueryArgs,
  splitRequestTarget,
  type RuleRequest,
  type StringListMap,
} from './request';
export { compileAst, compileExpression, evaluate, type CompileResult, type CompiledExpression } from './evaluator';
export {
  CounterKeyRef,
  RateLimitCounter,
  type CounterKey,
  type CounterDecision,
  type RateLimitConfig,
  type RateLimitCounterOptions,
} from './counter';
export {
  compileCounterKey,
  compileCounterKeyRef,
  counterKey,
  parseCharacteristic,
  sortCharacteristics,
  validateCharacteristics,
  type Characteristic,
  type CounterKeyFunction,
  type CounterKeyRefFunction,
  type CounterKeyOptions,
} from './characteristics';
export { typeName, type RuleType } from './types';
export { tokenize } from './lexer';
export type { Token, TokenKind } from './tokens';
