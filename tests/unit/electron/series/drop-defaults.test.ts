// Each channel's template for new drops: set and read for the chosen channel only, the other channels keeping
// theirs; a template removed since reads as none; a template of no channel here, or no channel signed in, refused.
import { describe, expect, it } from 'vitest';
import { DropDefaults, MAX_DROP_DEFAULTS } from '../../../../electron/series/drop-defaults';
import type { TemplateView } from '../../../../shared/series/template';

function rig(templatesOf: Record<string, string[]>) {
  let chosen: string | undefined = 'UCmain';
  let stored: Record<string, string> = {};
  const writes: Record<string, string>[] = [];
  const series = {
    list: async () => (templatesOf[chosen ?? ''] ?? []).map((id) => ({ template: { id } }) as unknown as TemplateView),
  };
  const defaults = new DropDefaults(
    {
      read: () => stored,
      write: (next) => {
        stored = next;
        writes.push(next);
      },
    },
    series,
    () => chosen,
  );
  return {
    defaults,
    writes,
    choose: (id: string | undefined) => (chosen = id),
    stored: () => stored,
    seed: (next: Record<string, string>) => (stored = next),
  };
}

describe("each channel's template for new drops", () => {
  it('keeps one per channel, for the chosen channel only', async () => {
    const { defaults, choose, stored } = rig({ UCmain: ['tpl_weekly1'], UCclips: ['tpl_clips01', 'tpl_shorts1'] });
    expect(await defaults.get()).toBeNull();
    await defaults.set('tpl_weekly1');
    choose('UCclips');
    expect(await defaults.get()).toBeNull();
    await defaults.set('tpl_shorts1');
    expect(await defaults.get()).toBe('tpl_shorts1');
    choose('UCmain');
    expect(await defaults.get()).toBe('tpl_weekly1');
    await defaults.set(null);
    expect(await defaults.get()).toBeNull();
    expect(stored()).toEqual({ UCclips: 'tpl_shorts1' });
  });

  it("refuses another channel's template, and reads one removed since as none", async () => {
    const { defaults, writes, seed } = rig({ UCmain: ['tpl_weekly1'] });
    await expect(defaults.set('tpl_clips01')).rejects.toMatchObject({ code: 'not-found' });
    expect(writes).toEqual([]);
    seed({ UCmain: 'tpl_removed1' });
    expect(await defaults.get()).toBeNull();
  });

  it('needs a chosen channel', async () => {
    const { defaults, choose } = rig({});
    choose(undefined);
    await expect(defaults.get()).rejects.toMatchObject({ code: 'not-signed-in' });
    await expect(defaults.set(null)).rejects.toMatchObject({ code: 'not-signed-in' });
  });

  it('holds a bounded number of channels', async () => {
    const { defaults, seed } = rig({ UCmain: ['tpl_weekly1'] });
    seed(Object.fromEntries(Array.from({ length: MAX_DROP_DEFAULTS }, (_, n) => [`UCother${n}`, 'tpl_weekly1'])));
    await expect(defaults.set('tpl_weekly1')).rejects.toMatchObject({ code: 'invalid-input' });
  });
});
