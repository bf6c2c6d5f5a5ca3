// The settings form converts MiB and seconds to the contract's bytes and milliseconds, and refuses what the contract
// schema refuses, in the units the user typed.
import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_SETTINGS } from '../../../../../shared/uploads/upload-settings';
import {
  checkSettingsForm,
  formFromSettings,
  type SettingsForm,
} from '../../../../../renderer/screens/uploads/settings-form';

const defaults = formFromSettings(DEFAULT_UPLOAD_SETTINGS);
const check = (patch: Partial<SettingsForm>) => checkSettingsForm({ ...defaults, ...patch });

describe('settings form', () => {
  it('reads the defaults in friendly units and sends them back unchanged', () => {
    expect(defaults).toEqual({
      chunkSize: '32',
      concurrency: '1',
      retryBaseMs: '1',
      retryCapMs: '60',
      maxAttemptsWithoutProgress: '10',
    });
    expect(checkSettingsForm(defaults).patch).toEqual(DEFAULT_UPLOAD_SETTINGS);
  });

  it('converts fractions of a MiB and of a second', () => {
    expect(check({ chunkSize: '0.25', retryBaseMs: '0.5' }).patch).toMatchObject({
      chunkSize: 262_144,
      retryBaseMs: 500,
    });
  });

  it('says what is wrong with each field', () => {
    expect(check({ chunkSize: '0.3' }).problems.chunkSize).toBe(
      'The chunk size must be a multiple of 0.25 MiB (256 KiB).',
    );
    expect(check({ chunkSize: '0' }).problems.chunkSize).toBe('At least 0.25 MiB.');
    expect(check({ chunkSize: '2048' }).problems.chunkSize).toBe('At most 1024 MiB.');
    expect(check({ concurrency: '5' }).problems.concurrency).toBe('At most 4.');
    expect(check({ concurrency: '1.5' }).problems.concurrency).toBe('Enter a whole number.');
    expect(check({ retryCapMs: 'soon' }).problems.retryCapMs).toBe('Enter a number.');
    expect(check({ retryBaseMs: '90', retryCapMs: '60' }).problems.retryBaseMs).toBe(
      'The retry base delay cannot exceed its cap.',
    );
    expect(check({ concurrency: '5' }).patch).toBeUndefined();
  });
});
