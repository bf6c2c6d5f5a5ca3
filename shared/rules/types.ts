// Value types of the rules language, named as wirefilter names them in its messages (Bytes is a string).

export type RuleType = 'Bytes' | 'Int' | 'Ip' | 'Bool' | { readonly array: RuleType } | { readonly map: RuleType };

export const arrayOf = (t: RuleType): RuleType => ({ array: t });
export const mapOf = (t: RuleType): RuleType => ({ map: t });

export function typeName(t: RuleType): string {
  if (typeof t === 'string') return t;
  if ('array' in t) return `Array(${typeName(t.array)})`;
  return `Map(${typeName(t.map)})`;
}

export function sameType(a: RuleType, b: RuleType): boolean {
  return typeName(a) === typeName(b);
}

export function isArrayType(t: RuleType): t is { readonly array: RuleType } {
  return typeof t !== 'string' && 'array' in t;
}

export function isMapType(t: RuleType): t is { readonly map: RuleType } {
  return typeof t !== 'string' && 'map' in t;
}

/** A short human description of the literal a type takes, for "expected ..." messages. */
export function literalDescription(t: RuleType): string {
  switch (t) {
    case 'Bytes':
      return 'a string in double quotes';
    case 'Int':
      return 'an integer';
    case 'Ip':
      return 'an IP address';
    case 'Bool':
      return 'a boolean';
    default:
      return `a value of type ${typeName(t)}`;
  }
}
