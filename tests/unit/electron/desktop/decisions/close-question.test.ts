import { describe, expect, it } from 'vitest';
import { closeAnswer, closeQuestion, onWindowClose } from '../../../../../electron/desktop/decisions/close-question';

describe('closing the window while uploads run', () => {
  it('closes at once when nothing runs, whatever was chosen before', () => {
    for (const preference of ['ask', 'tray', 'stop'] as const)
      expect(onWindowClose({ running: 0, preference, trayAvailable: true })).toBe('close');
  });

  it('asks, unless an answer was remembered', () => {
    expect(onWindowClose({ running: 2, preference: 'ask', trayAvailable: true })).toBe('ask');
    expect(onWindowClose({ running: 2, preference: 'tray', trayAvailable: true })).toBe('tray');
    expect(onWindowClose({ running: 2, preference: 'stop', trayAvailable: true })).toBe('stop');
  });

  it('asks again when the remembered answer was the tray and there is no tray now', () => {
    expect(onWindowClose({ running: 1, preference: 'tray', trayAvailable: false })).toBe('ask');
  });

  it('offers the tray, stopping, or cancel; the question counts the uploads', () => {
    const question = closeQuestion(3, true);
    expect(question.message).toBe('3 uploads are still running.');
    expect(question.buttons).toEqual(['Keep uploading in the tray', 'Stop uploads and quit', 'Cancel']);
    expect(question.cancelId).toBe(2);
    expect(question.checkboxLabel).toBe("Don't ask again");
    expect(closeQuestion(1, false)).toMatchObject({
      message: 'An upload is still running.',
      buttons: ['Stop uploads and quit', 'Cancel'],
      cancelId: 1,
    });
  });

  it('remembers an answer only when asked to, and never a cancel', () => {
    expect(closeAnswer(0, false, true)).toEqual({ step: 'tray' });
    expect(closeAnswer(0, true, true)).toEqual({ step: 'tray', remember: 'tray' });
    expect(closeAnswer(1, true, true)).toEqual({ step: 'stop', remember: 'stop' });
    expect(closeAnswer(2, true, true)).toEqual({ step: 'cancel' });
    expect(closeAnswer(0, true, false)).toEqual({ step: 'stop', remember: 'stop' });
    expect(closeAnswer(1, false, false)).toEqual({ step: 'cancel' });
    // Escape or a closed dialog answers with an index out of range on some systems.
    expect(closeAnswer(-1, true, true)).toEqual({ step: 'cancel' });
  });
});
