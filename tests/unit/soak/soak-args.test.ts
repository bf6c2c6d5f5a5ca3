import { describe, expect, it } from 'vitest';
import { soakOptionsFrom } from '../../soak/soak-args';

const MiB = 1024 * 1024;

describe('the soak command line', () => {
  it('has the documented defaults and a random seed unless one is given', () => {
    expect(soakOptionsFrom([], () => 77)).toEqual({
      videos: 5,
      sizeBytes: 8 * MiB,
      kills: 20,
      bytesPerSecond: 1024 * 1024,
      chunkSize: 1024 * 1024,
      concurrency: 2,
      seed: 77,
    });
  });

  it('reads every option, in either --name value or --name=value form', () => {
    const argv = ['--videos', '3', '--size-mib=1', '--kills', '0', '--rate-kib', '256', '--chunk-kib', '512'];
    const options = soakOptionsFrom([...argv, '--concurrency', '1', '--seed', '9'], () => 77);
    expect(options).toEqual({
      videos: 3,
      sizeBytes: MiB,
      kills: 0,
      bytesPerSecond: 256 * 1024,
      chunkSize: 512 * 1024,
      concurrency: 1,
      seed: 9,
    });
  });

  it('names the flag that is not a whole number or has no value', () => {
    expect(() => soakOptionsFrom(['--kills', 'many'], () => 1)).toThrow('--kills needs a whole number');
    expect(() => soakOptionsFrom(['--videos', '-1'], () => 1)).toThrow(/--videos/);
    expect(() => soakOptionsFrom(['--seed='], () => 1)).toThrow('--seed needs a whole number');
    expect(() => soakOptionsFrom(['--videos'], () => 1)).toThrow(/--videos/);
  });

  it('refuses an unknown flag instead of ignoring a typo', () => {
    expect(() => soakOptionsFrom(['--video', '3'], () => 1)).toThrow(/--video/);
  });
});
