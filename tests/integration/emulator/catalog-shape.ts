// Holds a body the emulator sent to the discovery document's schema for it: no key the schema lacks, and the
// documented JSON type of every value (int64/uint64 as strings, int32/uint32 as whole numbers). The schemas are the
// catalog's resources and what they refer to, cut from the discovery document (revision 20230807) without their
// descriptions into catalog-schemas.json, so the suites need nothing outside the repository.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Schema {
  type?: string;
  format?: string;
  $ref?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema;
  items?: Schema;
  enum?: string[];
}

const discovery = JSON.parse(readFileSync(join(__dirname, 'catalog-schemas.json'), 'utf8')) as {
  schemas: Record<string, Schema>;
};

function problems(value: unknown, schema: Schema, path: string, out: string[]): void {
  if (schema.$ref) {
    const target = discovery.schemas[schema.$ref];
    if (!target) throw new Error(`no schema ${schema.$ref}`);
    problems(value, target, path, out);
    return;
  }
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') out.push(`${path}: ${JSON.stringify(value)} is not a string`);
      else if (schema.enum && !schema.enum.includes(value)) out.push(`${path}: "${value}" is not one of the enum`);
      return;
    case 'integer':
      if (!Number.isInteger(value)) out.push(`${path}: ${JSON.stringify(value)} is not an integer`);
      return;
    case 'number':
      if (typeof value !== 'number') out.push(`${path}: ${JSON.stringify(value)} is not a number`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') out.push(`${path}: ${JSON.stringify(value)} is not a boolean`);
      return;
    case 'array':
      if (!Array.isArray(value)) out.push(`${path}: not an array`);
      else value.forEach((item, index) => problems(item, schema.items ?? {}, `${path}[${index}]`, out));
      return;
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        out.push(`${path}: not an object`);
        return;
      }
      for (const [key, child] of Object.entries(value)) {
        const known = schema.properties?.[key] ?? schema.additionalProperties;
        if (!known) out.push(`${path}.${key}: not in the schema`);
        else problems(child, known, `${path}.${key}`, out);
      }
      return;
    }
    default:
      return;
  }
}

/** The schema violations of `body` as the discovery document's `schemaName` (empty when it holds). */
export function schemaProblems(body: unknown, schemaName: string): string[] {
  const out: string[] = [];
  problems(body, { $ref: schemaName }, schemaName, out);
  return out;
}
