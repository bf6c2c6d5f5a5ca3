// Persists the rulesets state as one JSON file in the emulator's data dir. Writes go to a temp file that is then
// renamed over the old one, so a crash mid-write leaves the previous state intact instead of a truncated file.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RulesetsState } from './model';

export const STATE_FILE_NAME = 'rulesets-state.json';

export class RulesetsStateFile {
  readonly path: string;
  private writes = 0;

  constructor(dataDir: string) {
    this.path = join(dataDir, STATE_FILE_NAME);
    mkdirSync(dataDir, { recursive: true });
  }

  /** The stored state, or undefined when none was saved yet. */
  load(): RulesetsState | undefined {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(`rulesets state file ${this.path} is not valid JSON; delete it to start from the seed`);
    }
    if (!isState(parsed)) {
      throw new Error(`rulesets state file ${this.path} has an unknown layout; delete it to start from the seed`);
    }
    return parsed;
  }

  save(state: RulesetsState): void {
    // A per-process counter keeps two quick saves from sharing a temp name.
    const temp = `${this.path}.${process.pid}.${++this.writes}.tmp`;
    writeFileSync(temp, JSON.stringify(state, null, 2));
    renameSync(temp, this.path);
  }
}

function isState(value: unknown): value is RulesetsState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return v.schema === 1 && Array.isArray(v.zones) && Array.isArray(v.tokens) && Array.isArray(v.rulesets);
}
