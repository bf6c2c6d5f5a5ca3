import { describe, expect, it, vi } from 'vitest';
import { toElectronTemplate } from '../../../../electron/desktop/menu';

describe('menu binding', () => {
  it('keeps roles and shortcuts, and binds each command to one handler, in submenus too', () => {
    const run = vi.fn();
    const template = toElectronTemplate(
      [
        {
          label: 'View',
          submenu: [
            { label: 'Library', accelerator: 'CmdOrCtrl+2', command: { kind: 'navigate', screen: 'library' } },
            { role: 'zoomIn' },
          ],
        },
      ],
      run,
    );
    const [library, zoom] = template[0]!.submenu as Array<{ click?: () => void; role?: string }>;
    expect(library).toMatchObject({ label: 'Library', accelerator: 'CmdOrCtrl+2' });
    expect(library).not.toHaveProperty('command');
    library!.click!();
    expect(run).toHaveBeenCalledWith({ kind: 'navigate', screen: 'library' });
    expect(zoom).toEqual({ role: 'zoomIn' });
  });
});
