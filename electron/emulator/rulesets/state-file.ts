// Persists the rulesets state as one JSON file in the emulator's data dir, replaced atomically so that a crash
// mid-write leaves the previous state intact. Like the emulator's other stores, a file that is damaged or of an
// unknown layout is moved aside and the seed takes over: the emulator must always start.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { readJsonOrQuarantineSync, setAsideSync, writeJsonAtomicSync } from '../../common/atomic-json';
import type { RulesetsState } from './model';

export const STATE_FILE_NAME = 'rulesets-state.json';

export class RulesetsStateFile {
  readonly path: string;

  constructor(dataDir: string) {
    this.path = join(dataDir, STATE_FILE_NAME);
    mkdirSync(dataDir, { recursive: true });
  }

  /** The stored state, or undefined when none was saved yet or what was saved could not be used. */
  load(now: number = Date.now()): RulesetsState | undefined {
    const content = readJsonOrQuarantineSync(this.path, now);
    if (content.kind !== 'ok') return undefined;
    if (isState(content.value)) return content.value;
    setAsideSync(this.path, 'unknown-layout', now);
    return undefined;
  }

  save(state: RulesetsState): void {
    writeJsonAtomicSync(this.path, state);
  }
}

function isState(value: unknown): value is RulesetsState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return v.schema === 1 && Array.isArray(v.zones) && Array.isArray(v.tokens) && Array.isArray(v.rulesets);
}
