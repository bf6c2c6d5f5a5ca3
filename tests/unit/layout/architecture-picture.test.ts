// The picture of the parts in docs/architecture.md is drawn from the imports (npm run architecture): it fails here
// when the committed picture is not what the imports draw now, so a move that changes the arrows redraws it.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARCHITECTURE_DOC, committedPicture, drawPicture } from '../../../electron/scripts/architecture-picture.mjs';

let drawn: string;

// dependency-cruiser reads the whole tree: seconds on a busy machine; the ceiling is generous, not a speed target.
describe('the picture of the parts', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    drawn = await drawPicture();
  }, 120_000);

  it('in docs/architecture.md is the one the imports draw now (npm run architecture redraws it)', () => {
    const committed = committedPicture(readFileSync(ARCHITECTURE_DOC, 'utf8'));
    expect(committed, 'docs/architecture.md lost its picture markers').toBeDefined();
    expect(committed).toBe(drawn);
  });

  it('is drawn from the imports: arrows that exist are there, ones the boundaries forbid are not', () => {
    expect(drawn).toContain('renderer_screens --> renderer_components');
    expect(drawn).toContain('electron_desktop --> electron_app');
    // renderer/ and electron/ never import each other; the emulator imports no app folder but common/.
    expect(drawn).not.toMatch(/renderer_\w+ --> electron_/);
    expect(drawn).not.toMatch(/electron_emulator --> electron_(?!common)/);
    expect(committedPicture('no markers here')).toBeUndefined();
  });
});
