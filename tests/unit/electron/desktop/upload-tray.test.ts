import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { UploadTray, type TrayElectron } from '../../../../electron/desktop/upload-tray';

type Item = { label?: string; click?: () => void };

function fakeElectron(fail = false) {
  const trays: Array<EventEmitter & { menu?: Item[]; destroy: ReturnType<typeof vi.fn> }> = [];
  class Tray extends EventEmitter {
    menu: Item[] | undefined;
    destroy = vi.fn();
    constructor() {
      super();
      if (fail) throw new Error('no tray on this desktop');
      trays.push(this);
    }
    setToolTip = vi.fn();
    setContextMenu = (menu: { template: Item[] }) => void (this.menu = menu.template);
  }
  const electron = {
    Tray,
    Menu: { buildFromTemplate: (template: Item[]) => ({ template }) },
    nativeImage: { createFromBuffer: (buffer: Buffer) => ({ buffer }) },
  } as unknown as TrayElectron;
  return { electron, trays };
}

describe('upload tray', () => {
  it('offers show, pause all and quit, and a click on the icon shows the window', () => {
    const { electron, trays } = fakeElectron();
    const actions = { show: vi.fn(), pauseAll: vi.fn(async () => undefined), quit: vi.fn() };
    const tray = new UploadTray(electron, actions);
    expect(tray.show()).toBe(true);
    expect(tray.show()).toBe(true);
    expect(trays).toHaveLength(1);
    const menu = trays[0]!.menu!;
    expect(menu.map((item) => item.label)).toEqual([
      'Show Channel Desk',
      'Pause All Uploads',
      undefined,
      'Quit Channel Desk',
    ]);
    menu[1]!.click!();
    menu[3]!.click!();
    trays[0]!.emit('click');
    expect(actions.pauseAll).toHaveBeenCalled();
    expect(actions.quit).toHaveBeenCalled();
    expect(actions.show).toHaveBeenCalled();
    tray.remove();
    expect(trays[0]!.destroy).toHaveBeenCalled();
    expect(tray.shown).toBe(false);
  });

  it('says so when the system has no tray, so the window is not hidden with no way back', () => {
    const { electron } = fakeElectron(true);
    const tray = new UploadTray(electron, { show: vi.fn(), pauseAll: vi.fn(), quit: vi.fn() });
    expect(tray.show()).toBe(false);
    expect(tray.shown).toBe(false);
  });
});
