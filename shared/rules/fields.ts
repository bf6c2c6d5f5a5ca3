import { arrayOf, mapOf, type RuleType } from './types';

export type ExpressionContext = 'rule' | 'counting';

export interface FieldInfo {
  readonly name: string;
  readonly type: RuleType;
  /** The short type label the UI shows. */
  readonly kind: 'string' | 'int' | 'ip' | 'bool' | 'map';
  /** 'counting' fields exist only after the origin answered, so only a counting expression may use them. */
  readonly availableIn: 'any' | 'counting';
  readonly description: string;
}

const STRING_MAP = mapOf(arrayOf('Bytes'));

export const FIELDS: readonly FieldInfo[] = [
  {
    name: 'http.request.uri.path',
    type: 'Bytes',
    kind: 'string',
    availableIn: 'any',
    description: 'URI path, as sent (not decoded)',
  },
  {
    name: 'http.request.uri.query',
    type: 'Bytes',
    kind: 'string',
    availableIn: 'any',
    description: 'Query string without the "?", as sent',
  },
  {
    name: 'http.request.uri',
    type: 'Bytes',
    kind: 'string',
    availableIn: 'any',
    description: 'URI path and query string',
  },
  {
    name: 'http.request.full_uri',
    type: 'Bytes',
    kind: 'string',
    availableIn: 'any',
    description: 'Scheme, host, path and query string',
  },
  {
    name: 'http.request.method',
    type: 'Bytes',
    kind: 'string',
    availableIn: 'any',
    description: 'HTTP method in upper case',
  },
  { name: 'http.host', type: 'Bytes', kind: 'string', availableIn: 'any', description: 'Host header' },
  {
    name: 'http.user_agent',
    type: 'Bytes',
    kind: 'string',
    availableIn: 'any',
    description: 'User-Agent header ("" when absent)',
  },
  {
    name: 'http.cookie',
    type: 'Bytes',
    kind: 'string',
    availableIn: 'any',
    description: 'Whole Cookie header ("" when absent)',
  },
  { name: 'ip.src', type: 'Ip', kind: 'ip', availableIn: 'any', description: 'Client IP address' },
  {
    name: 'ip.src.country',
    type: 'Bytes',
    kind: 'string',
    availableIn: 'any',
    description: 'Client country, ISO 3166-1 alpha-2',
  },
  {
    name: 'ip.src.asnum',
    type: 'Int',
    kind: 'int',
    availableIn: 'any',
    description: 'Client autonomous system number',
  },
  {
    name: 'http.request.headers',
    type: STRING_MAP,
    kind: 'map',
    availableIn: 'any',
    description: 'Request headers by lowercase name',
  },
  {
    name: 'http.request.cookies',
    type: STRING_MAP,
    kind: 'map',
    availableIn: 'any',
    description: 'Cookies by name (names URL-decoded)',
  },
  {
    name: 'http.request.uri.args',
    type: STRING_MAP,
    kind: 'map',
    availableIn: 'any',
    description: 'Query arguments by name (URL-decoded)',
  },
  {
    name: 'ssl',
    type: 'Bool',
    kind: 'bool',
    availableIn: 'any',
    description: 'Whether the client connection uses TLS',
  },
  {
    name: 'http.response.code',
    type: 'Int',
    kind: 'int',
    availableIn: 'counting',
    description: 'Status code returned by the origin',
  },
];

const BY_NAME: ReadonlyMap<string, FieldInfo> = new Map(FIELDS.map((f) => [f.name, f]));

export function getField(name: string): FieldInfo | undefined {
  return BY_NAME.get(name);
}

export function fieldAllowedIn(field: FieldInfo, context: ExpressionContext): boolean {
  return field.availableIn === 'any' || context === 'counting';
}
