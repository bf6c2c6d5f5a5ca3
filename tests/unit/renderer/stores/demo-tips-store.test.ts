// What the checklist keeps of its done steps survives a damaged or foreign stored value as "none done".
import { describe, expect, it } from 'vitest';
import { parseDone } from '../../../../renderer/stores/demo-tips-store';

describe('parseDone', () => {
  it('reads the stored list of step ids', () => {
    expect(parseDone('["upload","rules"]')).toEqual(['upload', 'rules']);
  });

  it('reads nothing stored, broken JSON or another shape as none done, and drops what is not an id', () => {
    expect(parseDone(null)).toEqual([]);
    expect(parseDone('{not json')).toEqual([]);
    expect(parseDone('{"upload":true}')).toEqual([]);
    expect(parseDone('["upload",3,null]')).toEqual(['upload']);
  });

  it('keeps at most 50 ids of a flooded value', () => {
    expect(parseDone(JSON.stringify(Array.from({ length: 10_000 }, (_, i) => `s${i}`)))).toHaveLength(50);
  });
});
