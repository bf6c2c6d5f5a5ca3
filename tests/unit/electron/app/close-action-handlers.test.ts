import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Conf from 'conf';
import { describe, expect, it, vi } from 'vitest';
import { createCloseActionHandlers } from '../../../../electron/app/close-action-handlers';
import { createSettingsStore } from '../../../../electron/kernel/settings-store';

const open = (options: { cwd: string; configName: string }) => new Conf(options) as never;

describe('close preference calls', () => {
  it('reads "ask" at first, and a change is kept in the settings file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'close-action-'));
    const handlers = createCloseActionHandlers(createSettingsStore(dir, open, vi.fn()));
    expect(await handlers['desktop.getCloseAction'](undefined)).toBe('ask');
    expect(await handlers['desktop.setCloseAction']('tray')).toBe('tray');
    expect(createSettingsStore(dir, open, vi.fn()).read().closeAction).toBe('tray');
  });
});
