import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedState } from '../../../../../electron/emulator/rulesets/seed';
import { RulesetsStateFile, STATE_FILE_NAME } from '../../../../../electron/emulator/rulesets/state-file';

const fresh = (): string => mkdtempSync(join(tmpdir(), 'rulesets-state-'));

describe('RulesetsStateFile', () => {
  it('has nothing to load before the first save, then loads what was saved', () => {
    const dir = fresh();
    const file = new RulesetsStateFile(dir);
    expect(file.load()).toBeUndefined();
    const state = seedState('2024-01-01T00:00:00.000Z');
    file.save(state);
    expect(new RulesetsStateFile(dir).load()).toEqual(state);
    expect(statSync(file.path).mode & 0o077).toBe(0);
    expect(readdirSync(dir)).toEqual([STATE_FILE_NAME]);
  });

  it('moves a damaged file aside so that the emulator starts from its seed', () => {
    const dir = fresh();
    writeFileSync(join(dir, STATE_FILE_NAME), '{"schema":1,"zones":[');
    expect(new RulesetsStateFile(dir).load(5)).toBeUndefined();
    expect(readFileSync(join(dir, `${STATE_FILE_NAME}.corrupt-5`), 'utf8')).toBe('{"schema":1,"zones":[');
  });

  it('moves a file of an unknown layout aside too', () => {
    const dir = fresh();
    writeFileSync(join(dir, STATE_FILE_NAME), '{"schema":2}');
    expect(new RulesetsStateFile(dir).load(6)).toBeUndefined();
    expect(readdirSync(dir)).toEqual([`${STATE_FILE_NAME}.unknown-layout-6`]);
  });
});
