import { describe, expect, it } from 'vitest';
import { CliError, parseCliArgs } from '../../../../electron/app/cli-args';

describe('command-line options', () => {
  it('reads --port, --data-dir, --demo in both spellings and ignores foreign flags', () => {
    expect(parseCliArgs(['--port', '8080', '--data-dir=/tmp/x', '--demo', '--enable-logging'])).toEqual({
      port: 8080,
      dataDir: '/tmp/x',
      demo: true,
      checkConformance: false,
    });
    expect(parseCliArgs(['--port=0', '--emulator-port', '9000'])).toEqual({
      port: 0,
      emulatorPort: 9000,
      demo: false,
      checkConformance: false,
    });
  });

  it('ignores what Electron and Chromium add: the app path, their flags with values, short flags', () => {
    expect(
      parseCliArgs([
        'dist/electron/main.js',
        '--no-sandbox',
        '--js-flags=--expose-gc',
        '-v',
        '--demo',
        '--inspect=9229',
      ]),
    ).toEqual({ demo: true, checkConformance: false });
  });

  it('reads --check-conformance, which the end-to-end tests give the demo emulator', () => {
    expect(parseCliArgs(['--demo', '--check-conformance'])).toEqual({ demo: true, checkConformance: true });
  });

  it('refuses a bad port or a missing folder', () => {
    expect(() => parseCliArgs(['--port', 'abc'])).toThrow(CliError);
    expect(() => parseCliArgs(['--port', '70000'])).toThrow(/0 to 65535/);
    expect(() => parseCliArgs(['--port'])).toThrow('--port needs a port number from 0 to 65535 (got nothing).');
    expect(() => parseCliArgs(['--emulator-port=-1'])).toThrow(/--emulator-port needs a port number/);
    expect(() => parseCliArgs(['--data-dir'])).toThrow(/folder/);
    expect(() => parseCliArgs(['--data-dir='])).toThrow('--data-dir needs a folder.');
  });

  it('reads --services and --emulator, which need a value', () => {
    expect(parseCliArgs(['--services', 'endpoints.json'])).toEqual({
      demo: false,
      checkConformance: false,
      servicesFile: 'endpoints.json',
    });
    expect(parseCliArgs(['--emulator=http://127.0.0.1:4000', '--control-secret', 's3cret'])).toEqual({
      demo: false,
      checkConformance: false,
      emulatorUrl: 'http://127.0.0.1:4000',
      controlSecret: 's3cret',
    });
    expect(() => parseCliArgs(['--services'])).toThrow(/JSON file/);
    expect(() => parseCliArgs(['--emulator'])).toThrow(/emulator's address/);
  });

  it("reads --control-secret, the demo emulator's and the one --emulator must send", () => {
    expect(parseCliArgs(['--demo', '--control-secret=abc-123'])).toEqual({
      demo: true,
      checkConformance: false,
      controlSecret: 'abc-123',
    });
    // Its test control, where the endpoints are read, answers only the secret that emulator printed.
    expect(() => parseCliArgs(['--emulator', 'http://127.0.0.1:4000'])).toThrow(/--emulator needs --control-secret/);
    expect(() => parseCliArgs(['--control-secret'])).toThrow(/--control-secret needs the secret/);
    expect(() => parseCliArgs(['--control-secret', 'two words'])).toThrow(/--control-secret: .*visible ASCII/);
  });
});
