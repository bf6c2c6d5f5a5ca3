// The uploads' inner layout (docs/architecture.md, "Uploads"): the service's assembly at the top of electron/uploads/
// (the service, its commands, the features and the handlers), everything else in one of four folders by what it
// does, and the folders import one way only: queue/ (the uploads, their states, their file) imports no other
// folder; engine/ (sending the bytes) and attachments/ (the steps after the video) read the queue; intake/ (what
// comes in) reads the queue and the attachments. No folder reaches up to the assembly.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importEdges, type ImportEdge as Edge } from '../support/source-imports';

const root = resolve(__dirname, '../../..');
const uploads = join(root, 'electron/uploads');

/** Each folder and the folders it may import (a folder may always import its own files). */
const MAY_IMPORT: Record<string, readonly string[]> = {
  queue: [],
  engine: ['queue'],
  attachments: ['queue'],
  intake: ['queue', 'attachments'],
};

/** The assembly: the only files at the top of electron/uploads/. */
const TOP_LEVEL = new Set([
  'upload-service.ts',
  'queue-commands.ts',
  'uploads-feature.ts',
  'bandwidth-feature.ts',
  'upload-handlers.ts',
  'video-categories.ts',
]);

/** The folder a file is in, or '' for the top. */
const folderOf = (file: string): string => (file.includes('/') ? dirname(file) : '');

function wrongWay(edges: readonly Edge[]): string[] {
  return edges
    .filter(({ from, to }) => {
      const [a, b] = [folderOf(from), folderOf(to)];
      if (a === '' || a === b) return false;
      return !(MAY_IMPORT[a] ?? []).includes(b);
    })
    .map(({ from, to }) => `${from} -> ${to}`);
}

function strays(entries: readonly string[]): string[] {
  return entries.filter((name) => (name.endsWith('.ts') ? !TOP_LEVEL.has(name) : !(name in MAY_IMPORT)));
}

const topEntries = (): string[] =>
  readdirSync(uploads).filter((name) => statSync(join(uploads, name)).isDirectory() || name.endsWith('.ts'));

describe("the uploads' layout", () => {
  const edges = importEdges(uploads);

  it('holds at its top only the assembly and the four folders', () => {
    expect(strays(topEntries())).toEqual([]);
    for (const name of TOP_LEVEL) expect(existsSync(join(uploads, name)), name).toBe(true);
  });

  it('imports between its folders one way only, and never up to the assembly', () => {
    expect(wrongWay(edges)).toEqual([]);
  });

  it('reads the imports it judges', () => {
    // Guards against a reader that silently finds nothing.
    expect(edges).toContainEqual({ from: 'engine/upload-engine.ts', to: 'queue/queue-state.ts' });
    expect(edges).toContainEqual({ from: 'upload-service.ts', to: 'engine/upload-engine.ts' });
  });

  it('bites: the queue reaching into the engine', () => {
    const probe = { from: 'queue/upload-queue.ts', to: 'engine/scheduler.ts' };
    expect(wrongWay([...edges, probe])).toEqual(['queue/upload-queue.ts -> engine/scheduler.ts']);
  });

  it('bites: a folder reaching up to the service', () => {
    const probe = { from: 'intake/opened-files.ts', to: 'upload-service.ts' };
    expect(wrongWay([...edges, probe])).toEqual(['intake/opened-files.ts -> upload-service.ts']);
    // The engine and the attachments know nothing of each other either.
    expect(wrongWay([{ from: 'engine/upload-engine.ts', to: 'attachments/attachment-runner.ts' }])).toHaveLength(1);
  });

  it('bites: a new file left at the top, or a fifth folder', () => {
    expect(strays([...topEntries(), 'queue-helpers.ts', 'misc'])).toEqual(['queue-helpers.ts', 'misc']);
  });
});
