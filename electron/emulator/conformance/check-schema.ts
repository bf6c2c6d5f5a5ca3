// Holds a JSON value to a schema of the discovery document: no key the schema lacks (recursively; maps, i.e.
// `additionalProperties`, take any key), JSON types as documented (int64/uint64 as decimal strings, int32/uint32 as
// integers in range), enums where the document lists them, and the fixed `kind` of each resource. Each problem names
// its path (`$.items[0].statistics.viewCount`), so a violation says exactly what to fix.
import { DISCOVERY_SCHEMAS } from '../generated/discovery-schemas';
import { LEGACY_SCHEMAS } from './legacy-schemas';
import type { SchemaNode } from '../generated/schema-node';

export interface Violation {
  readonly path: string;
  readonly problem: string;
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const STRING_FORMATS: Readonly<Record<string, { readonly pattern: RegExp; readonly what: string }>> = {
  int64: { pattern: /^-?\d+$/, what: 'a decimal integer string (int64)' },
  uint64: { pattern: /^\d+$/, what: 'a non-negative decimal integer string (uint64)' },
  'date-time': { pattern: RFC3339, what: 'an RFC 3339 date-time' },
  'google-datetime': { pattern: RFC3339, what: 'an RFC 3339 date-time' },
  'google-duration': { pattern: /^-?\d+(\.\d+)?s$/, what: 'a duration such as "3.5s"' },
  byte: { pattern: /^[A-Za-z0-9+/_-]*={0,2}$/, what: 'base64' },
};
const INTEGER_RANGES: Readonly<Record<string, readonly [number, number]>> = {
  int32: [-2_147_483_648, 2_147_483_647],
  uint32: [0, 4_294_967_295],
};

const describe = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'an array'
      : `${typeof value} ${JSON.stringify(value)?.slice(0, 60)}`;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every way `value` breaks the named schema (empty: it holds). */
export function checkSchema(value: unknown, schemaName: string, path = '$'): Violation[] {
  const violations: Violation[] = [];
  check(value, { ref: schemaName }, path, violations);
  return violations;
}

function check(value: unknown, node: SchemaNode, path: string, out: Violation[]): void {
  if (node.ref !== undefined) {
    const target = DISCOVERY_SCHEMAS[node.ref] ?? LEGACY_SCHEMAS[node.ref];
    if (!target) {
      out.push({ path, problem: `the discovery document has no schema ${node.ref}` });
      return;
    }
    check(value, target, path, out);
    return;
  }
  const fail = (problem: string): void => {
    out.push({ path, problem });
  };
  switch (node.type) {
    case undefined:
    case 'any':
      return;
    case 'string': {
      if (typeof value !== 'string') return fail(`expected a string${formatNote(node)}, got ${describe(value)}`);
      const format = node.format ? STRING_FORMATS[node.format] : undefined;
      if (format && !format.pattern.test(value)) return fail(`expected ${format.what}, got ${JSON.stringify(value)}`);
      if (node.const !== undefined && value !== node.const) {
        return fail(`expected the constant ${JSON.stringify(node.const)}, got ${JSON.stringify(value)}`);
      }
      if (node.enum && !node.enum.includes(value)) {
        return fail(`${JSON.stringify(value)} is not one of the documented values ${node.enum.join(', ')}`);
      }
      return;
    }
    case 'integer': {
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        return fail(`expected an integer${formatNote(node)}, got ${describe(value)}`);
      }
      const range = node.format ? INTEGER_RANGES[node.format] : undefined;
      if (range && (value < range[0] || value > range[1])) return fail(`${value} is out of range for ${node.format}`);
      return;
    }
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) fail(`expected a number, got ${describe(value)}`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') fail(`expected a boolean, got ${describe(value)}`);
      return;
    case 'array':
      if (!Array.isArray(value)) return fail(`expected an array, got ${describe(value)}`);
      if (node.items) value.forEach((item, index) => check(item, node.items as SchemaNode, `${path}[${index}]`, out));
      return;
    case 'object': {
      if (!isPlainObject(value)) return fail(`expected an object, got ${describe(value)}`);
      for (const [key, item] of Object.entries(value)) {
        const child = node.properties?.[key] ?? node.additionalProperties;
        const childPath = /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
        if (!child) out.push({ path: childPath, problem: 'a key the schema does not have' });
        else check(item, child, childPath, out);
      }
      return;
    }
  }
}

function formatNote(node: SchemaNode): string {
  return node.format ? ` (${node.format})` : '';
}
