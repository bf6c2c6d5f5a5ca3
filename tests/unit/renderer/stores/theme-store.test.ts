// The theme choice is read before first paint by public/theme-boot.js and written by the store: both use one key and
// accept the same pinned themes, or a pinned theme would flash the system's first.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_CHOICES, THEME_KEY } from '../../../../renderer/stores/theme-store';

const boot = readFileSync(new URL('../../../../renderer/public/theme-boot.js', import.meta.url), 'utf8');

describe('theme store and the boot script', () => {
  it('the boot script reads the key the store writes', () => {
    expect(boot).toContain(`getItem('${THEME_KEY}')`);
  });

  it('the boot script pins exactly the store’s non-system choices', () => {
    for (const choice of THEME_CHOICES.filter((choice) => choice !== 'system'))
      expect(boot).toContain(`choice === '${choice}'`);
    expect(boot).not.toContain("'system'");
  });
});
