// The preload runs in Electron's sandbox; here Electron's modules are replaced to check what it exposes.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const exposed: Record<string, unknown> = {};
const invoke = vi.fn(async () => ({ ok: true, value: 'v' }));
const on = vi.fn();
const removeListener = vi.fn();

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api) },
  ipcRenderer: { invoke, on, removeListener },
  webUtils: { getPathForFile: (file: { fakePath: string }) => file.fakePath },
}));

describe('preload', () => {
  beforeEach(async () => {
    await import('../../../../electron/desktop/preload');
  });

  it('exposes only the narrow bridge as window.desk, never ipcRenderer', () => {
    expect(Object.keys(exposed)).toEqual(['desk']);
    const desk = exposed.desk as Record<string, unknown>;
    expect(Object.keys(desk).sort()).toEqual(['host', 'invoke', 'pathForFile', 'subscribe']);
    expect(Object.values(desk)).not.toContain(invoke);
  });

  it('forwards contract calls on the one call channel and refuses others', async () => {
    const desk = exposed.desk as { invoke(name: string, payload: unknown): Promise<unknown> };
    await expect(desk.invoke('accounts.get', undefined)).resolves.toEqual({ ok: true, value: 'v' });
    expect(invoke).toHaveBeenCalledWith('desk:call', 'accounts.get', undefined);
    invoke.mockClear();
    await expect(desk.invoke('shell.exec', 'rm -rf /')).resolves.toMatchObject({ ok: false });
    expect(invoke).not.toHaveBeenCalled();
  });

  it('subscribes and unsubscribes on the event channel only', () => {
    const desk = exposed.desk as { subscribe(listener: (name: string, payload: unknown) => void): () => void };
    const listener = vi.fn();
    const off = desk.subscribe(listener);
    expect(on).toHaveBeenCalledWith('desk:event', expect.any(Function));
    const forward = on.mock.calls[0]![1] as (event: unknown, name: string, payload: unknown) => void;
    forward({ sender: 'secret' }, 'accounts.changed', { signedIn: true });
    expect(listener).toHaveBeenCalledWith('accounts.changed', { signedIn: true });
    off();
    expect(removeListener).toHaveBeenCalledWith('desk:event', forward);
  });

  it('resolves dropped files to paths with webUtils', () => {
    const desk = exposed.desk as { pathForFile(file: unknown): string };
    expect(desk.pathForFile({ fakePath: '/videos/a.mp4' })).toBe('/videos/a.mp4');
  });
});
