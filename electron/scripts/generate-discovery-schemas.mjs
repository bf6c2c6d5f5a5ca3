// Writes, from the platform's discovery document:
//   electron/emulator/generated/discovery-schemas.ts  every schema (properties, JSON types, formats, enums, kind
//                                                   constants) and each method's response schema, which the
//                                                   emulator's conformance check holds every body to;
//   shared/platform/data-api-methods.ts             each method's HTTP verb, path and upload path, from which the
//                                                   app and the emulator tell the method of a request.
// Run: node electron/scripts/generate-discovery-schemas.mjs <path to youtube-v3.discovery.json>
// The files live in the repository (code never reads the document itself); regenerate rather than edit them.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { withPlatformChanges } from './platform-since-discovery.mjs';

const usage = () => {
  console.error('usage: node electron/scripts/generate-discovery-schemas.mjs <youtube-v3.discovery.json>');
  process.exit(2);
};
let source;
try {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true });
  if (positionals.length !== 1) usage();
  [source] = positionals;
} catch {
  usage();
}
// The document, then the platform's changes it does not carry yet (platform-since-discovery.mjs).
const discovery = withPlatformChanges(JSON.parse(readFileSync(source, 'utf8')));
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A discovery property as the checker reads it: descriptions dropped, `kind` defaults turned into constants. */
function node(property, name) {
  if (property.$ref) return { ref: property.$ref };
  const out = { type: property.type };
  if (property.format) out.format = property.format;
  if (property.enum) out.enum = property.enum;
  if (name === 'kind' && property.type === 'string' && typeof property.default === 'string')
    out.const = property.default;
  if (property.type === 'array') out.items = node(property.items);
  if (property.type === 'object') {
    if (property.properties) {
      out.properties = Object.fromEntries(
        Object.entries(property.properties).map(([key, value]) => [key, node(value, key)]),
      );
    }
    if (property.additionalProperties) out.additionalProperties = node(property.additionalProperties);
  }
  return out;
}

const schemas = Object.fromEntries(
  Object.keys(discovery.schemas)
    .sort()
    .map((name) => [name, node(discovery.schemas[name])]),
);

const methods = {};
const walk = (resources) => {
  for (const resource of Object.values(resources ?? {})) {
    for (const method of Object.values(resource.methods ?? {})) {
      const id = method.id.replace(/^youtube\./, '');
      methods[id] = {
        httpMethod: method.httpMethod,
        path: `/${method.path}`,
        ...(method.mediaUpload?.protocols?.simple ? { uploadPath: method.mediaUpload.protocols.simple.path } : {}),
        response: method.response?.$ref ?? null,
        ...(method.supportsMediaDownload ? { mediaDownload: true } : {}),
      };
    }
    walk(resource.resources);
  }
};
walk(discovery.resources);
const sortedMethods = Object.fromEntries(
  Object.keys(methods)
    .sort()
    .map((id) => [id, methods[id]]),
);

async function write(relative, lines) {
  const target = join(root, relative);
  const options = (await prettier.resolveConfig(target)) ?? {};
  writeFileSync(target, await prettier.format(lines.join('\n'), { ...options, filepath: target }));
  console.log(`wrote ${target}`);
}

const header = (what) => [
  `// Generated from the platform's discovery document (revision ${discovery.revision}) and its changes since, up to`,
  `// ${discovery.platformChanges} (electron/scripts/platform-since-discovery.mjs: comments' snippet.imageUrl),`,
  '// by electron/scripts/generate-discovery-schemas.mjs: regenerate rather than edit by hand.',
  `// ${what}`,
  '',
];

await write('electron/emulator/generated/discovery-schemas.ts', [
  ...header('Every schema, and the response schema of each method (null: the method answers with no body).'),
  "import type { SchemaNode } from './schema-node';",
  '',
  `export const DISCOVERY_SCHEMAS: Readonly<Record<string, SchemaNode>> = ${JSON.stringify(schemas)};`,
  '',
  `export const METHOD_RESPONSES: Readonly<Record<string, string | null>> = ${JSON.stringify(
    Object.fromEntries(Object.entries(sortedMethods).map(([id, method]) => [id, method.response])),
  )};`,
  '',
  '/** Methods that may answer with the media itself (`alt=media`, or always, e.g. captions.download). */',
  `export const MEDIA_DOWNLOADS: ReadonlySet<string> = new Set(${JSON.stringify(
    Object.entries(sortedMethods)
      .filter(([, method]) => method.mediaDownload)
      .map(([id]) => id),
  )});`,
  '',
]);

await write('shared/platform/data-api-methods.ts', [
  ...header('Each Data API method by its short id: HTTP verb, path under the API root, and upload path if any.'),
  'export interface DataApiMethod {',
  "  readonly httpMethod: 'GET' | 'POST' | 'PUT' | 'DELETE';",
  '  /** Under the API root, e.g. `/youtube/v3/videos`. */',
  '  readonly path: string;',
  '  /** Under the upload root, for methods that take media, e.g. `/upload/youtube/v3/videos`. */',
  '  readonly uploadPath?: string;',
  '}',
  '',
  `export const DATA_API_METHODS = ${JSON.stringify(
    Object.fromEntries(
      Object.entries(sortedMethods).map(([id, method]) => [
        id,
        {
          httpMethod: method.httpMethod,
          path: method.path,
          ...(method.uploadPath ? { uploadPath: method.uploadPath } : {}),
        },
      ]),
    ),
  )} as const satisfies Readonly<Record<string, DataApiMethod>>;`,
  '',
  'export type DataApiMethodId = keyof typeof DATA_API_METHODS;',
  '',
]);
