// Writes electron/emulator/generated/discovery-tables.ts from the platform's discovery document:
//   node electron/scripts/generate-discovery-tables.mjs <path to youtube-v3.discovery.json>
// The emulator checks scopes and parts against these tables, so they follow the document rather than memory.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { withPlatformChanges } from './platform-since-discovery.mjs';

const usage = () => {
  console.error('usage: node electron/scripts/generate-discovery-tables.mjs <youtube-v3.discovery.json>');
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
const PREFIX = 'https://www.googleapis.com/auth/';
const RESOURCES = [
  'Channel',
  'Video',
  'Playlist',
  'PlaylistItem',
  'VideoCategory',
  'I18nLanguage',
  'I18nRegion',
  'CommentThread',
  'Comment',
  'Caption',
  'ChannelSection',
  'Subscription',
  'PlaylistImage',
  'VideoStat',
];

const scopes = {};
for (const resource of Object.values(discovery.resources)) {
  for (const method of Object.values(resource.methods ?? {})) {
    scopes[method.id] = (method.scopes ?? []).map((scope) => scope.replace(PREFIX, ''));
  }
}
const quote = (values) => values.map((value) => `'${value}'`).join(', ');
const lines = [
  `// Generated from the platform's discovery document (revision ${discovery.revision}) and its changes since, up to ${discovery.platformChanges}`,
  "// (electron/scripts/platform-since-discovery.mjs: comments' snippet.imageUrl): the",
  '// OAuth scopes each method accepts and the parts of each resource. Regenerate',
  '// (electron/scripts/generate-discovery-tables.mjs) rather than edit by hand.',
  '',
  'export const METHOD_SCOPES: Readonly<Record<string, readonly string[]>> = {',
  ...Object.keys(scopes)
    .sort()
    .map((id) => `  '${id}': [${quote(scopes[id])}],`),
  '};',
  '',
  'export const RESOURCE_PARTS = {',
  ...RESOURCES.map(
    (name) =>
      `  ${name}: [${quote(Object.keys(discovery.schemas[name].properties).filter((p) => !['kind', 'etag', 'id'].includes(p)))}],`,
  ),
  '} as const;',
  '',
];
const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'emulator', 'generated', 'discovery-tables.ts');
writeFileSync(target, lines.join('\n'));
console.log(`wrote ${target}`);
