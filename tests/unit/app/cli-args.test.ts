import { describe, expect, it } from 'vitest';
import { CliError, parseCliArgs } from '../../../electron/app/cli-args';

describe('command-line options', () => {
  it('reads --port, --data-dir, --demo in both spellings and ignores foreign flags', () => {
    expect(parseCliArgs(['--port', '8080', '--data-dir=/tmp/x', '--demo', '--enable-logging'])).toEqual({
      port: 8080,
      dataDir: '/tmp/x',
      demo: true,
    });
    expect(parseCliArgs(['--port=0', '--emulator-port', '9000'])).toEqual({ port: 0, emulatorPort: 9000, demo: false });
  });

  it('refuses a bad port or a missing folder', () => {
    expect(() => parseCliArgs(['--port', 'abc'])).toThrow(CliError);
    expect(() => parseCliArgs(['--port', '70000'])).toThrow(/0 to 65535/);
    expect(() => parseCliArgs(['--data-dir'])).toThrow(/folder/);
  });
});
