import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { guardClose, type CloseGuardDeps } from '../../../../electron/desktop/close-guard';

function setup(overrides: Partial<CloseGuardDeps> = {}) {
  const window = new EventEmitter();
  type Answer = { response: number; checkboxChecked: boolean };
  let answer: (value: Answer) => void = () => undefined;
  const mocks = {
    remember: vi.fn(),
    ask: vi.fn(() => new Promise<Answer>((resolve) => (answer = resolve))),
    toTray: vi.fn(),
    stopAndQuit: vi.fn(async () => undefined),
  };
  const deps: CloseGuardDeps = {
    running: () => 2,
    preference: () => 'ask',
    trayAvailable: () => true,
    quitting: () => false,
    ...mocks,
    ...overrides,
  };
  guardClose(window as never, deps);
  const close = () => {
    const event = { preventDefault: vi.fn() };
    window.emit('close', event);
    return event.preventDefault.mock.calls.length > 0;
  };
  return {
    deps: mocks,
    close,
    answer: (response: number, checkboxChecked = false) => answer({ response, checkboxChecked }),
  };
}

describe('close guard', () => {
  it('holds the close while it asks, once however often the window is closed meanwhile', async () => {
    const { deps, close, answer } = setup();
    expect(close()).toBe(true);
    expect(close()).toBe(true);
    expect(deps.ask).toHaveBeenCalledTimes(1);
    answer(1);
    await vi.waitFor(() => expect(deps.stopAndQuit).toHaveBeenCalled());
    expect(deps.remember).not.toHaveBeenCalled();
  });

  it('does nothing on cancel, and asks again at the next close', async () => {
    const { deps, close, answer } = setup();
    close();
    answer(2, true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(deps.toTray).not.toHaveBeenCalled();
    expect(deps.stopAndQuit).not.toHaveBeenCalled();
    expect(deps.remember).not.toHaveBeenCalled();
    close();
    expect(deps.ask).toHaveBeenCalledTimes(2);
  });

  it('lets a deliberate quit through without a question', () => {
    const { deps, close } = setup({ quitting: () => true });
    expect(close()).toBe(false);
    expect(deps.ask).not.toHaveBeenCalled();
  });

  it('goes to the tray at once when that was remembered', () => {
    const { deps, close } = setup({ preference: () => 'tray' });
    expect(close()).toBe(true);
    expect(deps.toTray).toHaveBeenCalled();
    expect(deps.ask).not.toHaveBeenCalled();
  });
});
