// The emulator's inner layout (docs/emulator.md, "Layout"): one folder per service, and inside the Data API
// (data-api/) its shared machinery (the folder's own files, errors/, and the catalog/ and media/ stores several
// resources share) beside one folder per resource. Two rules hold it. No import cycle between the folders: a plugin
// file (`*-plugin.ts`) wires its service's parts and counts as a node of its own, as does each file at the
// emulator's top. And nothing outside a resource's folder reaches into it, but the plugin files that wire its routes
// and the public files named below.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importEdges, type ImportEdge as Edge } from '../support/source-imports';

const root = resolve(__dirname, '../../..');
const emulator = join(root, 'electron/emulator');

/** Folders of data-api/ that are machinery, not a resource: any resource may import them. */
const MACHINERY = new Set(['data-api/errors', 'data-api/catalog', 'data-api/media']);

/** A resource's files that another part may import, and why. */
const PUBLIC_FILES = new Set([
  // playlistImages.* refuse a playlist the caller may not change with the same reasons playlists.update gives.
  'data-api/playlists/playlist-writes.ts',
  // The door lets the comment control's public path (the commenters' avatars) through without the secret.
  'data-api/comments/control-routes.ts',
]);

/** The node a file counts in: its folder, but a plugin file and a file at the top are nodes of their own. */
function nodeOf(file: string): string {
  return file.endsWith('-plugin.ts') || !file.includes('/') ? file : dirname(file);
}

function resourceOf(file: string): string | undefined {
  const folder = dirname(file);
  return folder.startsWith('data-api/') && !folder.slice('data-api/'.length).includes('/') && !MACHINERY.has(folder)
    ? folder
    : undefined;
}

/** Each group of nodes that import one another in a ring, with the imports that close it (Tarjan's algorithm). */
function cycles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [a, b] = [nodeOf(from), nodeOf(to)];
    if (a !== b) next.set(a, (next.get(a) ?? new Set()).add(b));
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const other of next.get(node) ?? []) {
      if (!index.has(other)) visit(other);
      if (stack.includes(other)) low.set(node, Math.min(low.get(node)!, low.get(other)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) {
      groups.push(
        edges
          .filter(({ from, to }) => nodeOf(from) !== nodeOf(to))
          .filter(({ from, to }) => group.includes(nodeOf(from)) && group.includes(nodeOf(to)))
          .map(({ from, to }) => `${from} -> ${to}`),
      );
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/** Imports that reach into a resource's folder from outside it, other than those the layout allows. */
function reachingIn(edges: readonly Edge[]): string[] {
  return edges
    .filter(({ from, to }) => {
      const resource = resourceOf(to);
      return resource !== undefined && dirname(from) !== resource;
    })
    .filter(({ from, to }) => !from.endsWith('-plugin.ts') && !PUBLIC_FILES.has(to))
    .map(({ from, to }) => `${from} -> ${to}`);
}

describe("the emulator's layout", () => {
  const edges = importEdges(emulator);

  it('has no import cycle between its folders', () => {
    expect(cycles(edges)).toEqual([]);
  });

  it('lets nothing reach into a resource folder but the plugins that wire it and its public files', () => {
    expect(reachingIn(edges)).toEqual([]);
  });

  it('names only public files and machinery folders that exist', () => {
    for (const file of PUBLIC_FILES) expect(existsSync(join(emulator, file)), file).toBe(true);
    for (const folder of MACHINERY) expect(existsSync(join(emulator, folder)), folder).toBe(true);
  });

  it('reads the imports it judges', () => {
    // Guards against a reader that silently finds nothing.
    expect(edges).toContainEqual({ from: 'data-api/videos/routes-videos.ts', to: 'data-api/api-call.ts' });
    expect(edges).toContainEqual({ from: 'plugins.ts', to: 'data-api/data-api-plugin.ts' });
  });

  it('bites: a machinery file that imports a resource closes a cycle', () => {
    const probe = { from: 'data-api/api-call.ts', to: 'data-api/videos/routes-videos.ts' };
    const found = cycles([...edges, probe]);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('data-api/api-call.ts -> data-api/videos/routes-videos.ts');
    expect(found[0]).toContain('data-api/videos/routes-videos.ts -> data-api/api-call.ts');
    // It reaches into the resource too.
    expect(reachingIn([probe])).toEqual(['data-api/api-call.ts -> data-api/videos/routes-videos.ts']);
  });

  it('bites: two services that import each other are a cycle', () => {
    const probe = { from: 'data-api/errors/api-error.ts', to: 'upload-host/upload-replies.ts' };
    expect(cycles([...edges, probe]).flat()).toContain('upload-host/upload-replies.ts -> data-api/errors/api-error.ts');
  });

  it("bites: a resource that imports another's internals", () => {
    const probe = { from: 'data-api/captions/routes-captions.ts', to: 'data-api/videos/routes-video-writes.ts' };
    expect(reachingIn([...edges, probe])).toEqual([
      'data-api/captions/routes-captions.ts -> data-api/videos/routes-video-writes.ts',
    ]);
    // The same file through a plugin, or a named public file, passes.
    expect(reachingIn([{ ...probe, from: 'data-api/catalog/catalog-plugin.ts' }])).toEqual([]);
    expect(reachingIn([{ ...probe, to: 'data-api/playlists/playlist-writes.ts' }])).toEqual([]);
  });
});
