import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Conf from 'conf';
import { describe, expect, it, vi } from 'vitest';
import { createSettingsStore, realServiceSettings } from '../../../../electron/kernel/settings-store';
import { SETTINGS_NOTICES } from '../../../../electron/kernel/settings-messages';

const open = (options: { cwd: string; configName: string }) => new Conf(options) as never;

describe('settings store', () => {
  it('starts with the real services and persists updates', () => {
    const dir = mkdtempSync(join(tmpdir(), 'settings-'));
    const store = createSettingsStore(dir, open, vi.fn());
    expect(store.read().services).toEqual(realServiceSettings);
    store.update({ demoEmulatorPort: 4567 });
    expect(createSettingsStore(dir, open, vi.fn()).read().demoEmulatorPort).toBe(4567);
  });

  it('moves an unparseable file aside, keeps it, and starts from defaults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'settings-'));
    writeFileSync(join(dir, 'settings.json'), '{"services": ');
    const onProblem = vi.fn();
    const store = createSettingsStore(dir, open, onProblem);
    expect(store.read().account).toBeNull();
    // A line to say once the language is known, not words said before it.
    expect(onProblem).toHaveBeenCalledWith({
      message: SETTINGS_NOTICES.unreadable,
      values: { movedTo: expect.stringContaining('settings.json.corrupt-') },
    });
    expect(readdirSync(dir).some((name) => name.startsWith('settings.json.corrupt-'))).toBe(true);
  });

  it('resets values of the wrong shape', () => {
    const dir = mkdtempSync(join(tmpdir(), 'settings-'));
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ account: { kind: 'hacker' }, demoEmulatorPort: 'x' }));
    const onProblem = vi.fn();
    const store = createSettingsStore(dir, open, onProblem);
    expect(store.read().account).toBeNull();
    expect(store.read().demoEmulatorPort).toBeNull();
    expect(onProblem).toHaveBeenCalledWith({ message: SETTINGS_NOTICES.invalid });
  });

  it("keeps the creator's language through a reset of the rest, and the system's when it was unreadable", () => {
    const dir = mkdtempSync(join(tmpdir(), 'settings-'));
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ account: { kind: 'hacker' }, language: 'de' }));
    expect(createSettingsStore(dir, open, vi.fn()).read()).toMatchObject({ account: null, language: 'de' });
    const odd = mkdtempSync(join(tmpdir(), 'settings-'));
    writeFileSync(join(odd, 'settings.json'), JSON.stringify({ account: { kind: 'hacker' }, language: 'klingon' }));
    expect(createSettingsStore(odd, open, vi.fn()).read().language).toBe('system');
  });

  it('refuses hand-edited service URLs that are plain http off 127.0.0.1, saying which, and keeps the account', () => {
    const dir = mkdtempSync(join(tmpdir(), 'settings-'));
    const account = { kind: 'oauth', clientId: 'c', scopes: [], channel: { id: 'UC1', title: 'Mine' } };
    const services = { ...realServiceSettings, dataApiBaseUrl: 'http://listener.example/youtube/v3' };
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ services, account }));
    const onProblem = vi.fn();
    const store = createSettingsStore(dir, open, onProblem);
    expect(store.read().services).toEqual(realServiceSettings);
    expect(store.read().account).toMatchObject({ channel: { id: 'UC1' } });
    expect(onProblem).toHaveBeenCalledWith({
      message: SETTINGS_NOTICES.servicesRefused,
      values: { urls: 'http://listener.example/youtube/v3' },
    });
  });

  it('accepts the emulator on 127.0.0.1 over plain http', () => {
    const dir = mkdtempSync(join(tmpdir(), 'settings-'));
    const local = Object.fromEntries(
      Object.keys(realServiceSettings).map((key) => [key, `http://127.0.0.1:4000/${key}`]),
    );
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ services: local }));
    const onProblem = vi.fn();
    expect(createSettingsStore(dir, open, onProblem).read().services).toEqual(local);
    expect(onProblem).not.toHaveBeenCalled();
  });

  it('falls back to the default of a damaged desktop preference alone, keeping the account and the rest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'settings-'));
    writeFileSync(
      join(dir, 'settings.json'),
      JSON.stringify({
        demoEmulatorPort: 4567,
        bandwidth: { otherwise: -1, windows: 'all day' },
        window: { x: 'left' },
        closeAction: 'explode',
      }),
    );
    const onProblem = vi.fn();
    const settings = createSettingsStore(dir, open, onProblem).read();
    expect(settings.demoEmulatorPort).toBe(4567);
    expect(settings.bandwidth).toEqual({ otherwise: null, windows: [] });
    expect(settings.window).toBeNull();
    expect(settings.closeAction).toBe('ask');
    expect(onProblem).not.toHaveBeenCalled();
  });

  it("keeps each channel's template for new drops, and drops a damaged or oversized list of them alone", () => {
    const dir = mkdtempSync(join(tmpdir(), 'settings-'));
    const store = createSettingsStore(dir, open, vi.fn());
    expect(store.read().dropTemplates).toEqual({});
    store.update({ dropTemplates: { UCmain: 'tpl_weekly1', UCclips: 'tpl_clips01' } });
    expect(createSettingsStore(dir, open, vi.fn()).read().dropTemplates).toEqual({
      UCmain: 'tpl_weekly1',
      UCclips: 'tpl_clips01',
    });

    for (const dropTemplates of [
      { UCmain: '../../etc/passwd' },
      Object.fromEntries(Array.from({ length: 101 }, (_, n) => [`UC${n}`, 'tpl_weekly1'])),
    ]) {
      const damaged = mkdtempSync(join(tmpdir(), 'settings-'));
      writeFileSync(join(damaged, 'settings.json'), JSON.stringify({ demoEmulatorPort: 4567, dropTemplates }));
      const onProblem = vi.fn();
      const settings = createSettingsStore(damaged, open, onProblem).read();
      expect(settings.dropTemplates).toEqual({});
      expect(settings.demoEmulatorPort).toBe(4567);
      expect(onProblem).not.toHaveBeenCalled();
    }
  });
});
