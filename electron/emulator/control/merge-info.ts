// Each plugin contributes a section to /_emulator/v1/info; two may share a top-level key (both the OAuth server
// and the Data API say something about "demo"), so objects are merged one level deep.
import type { InfoSection } from '../context';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function mergeInfo(sections: readonly InfoSection[]): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const section of sections) {
    for (const [key, value] of Object.entries(section())) {
      const existing = merged[key];
      merged[key] = isPlainObject(existing) && isPlainObject(value) ? { ...existing, ...value } : value;
    }
  }
  return merged;
}
