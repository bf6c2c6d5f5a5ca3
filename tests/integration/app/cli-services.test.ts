import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicesFromCli } from '../../../electron/app/cli-services';
import { realServiceSettings } from '../../../electron/kernel/settings-store';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

const dir = mkdtempSync(join(tmpdir(), 'cli-services-'));
let emulator: EmulatorHarness;

beforeAll(async () => {
  emulator = await startEmulatorHarness();
});
afterAll(async () => {
  await emulator.close();
});

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

describe('service endpoints from the command line', () => {
  it('is nothing without --services or --emulator', async () => {
    expect(await servicesFromCli({})).toBeUndefined();
  });

  it('reads the six URLs of a --services file', async () => {
    expect(await servicesFromCli({ servicesFile: file('ok.json', realServiceSettings) })).toEqual(realServiceSettings);
  });

  it('refuses plain http off 127.0.0.1, missing or unknown keys, and non-JSON, naming the problem', async () => {
    const plain = { ...realServiceSettings, oauthTokenUrl: 'http://tokens.example/token' };
    await expect(servicesFromCli({ servicesFile: file('plain.json', plain) })).rejects.toThrow(
      /oauthTokenUrl: http:\/\/tokens\.example\/token is refused: service URLs must use https/,
    );
    const { rulesetsApiBaseUrl: _dropped, ...five } = realServiceSettings;
    await expect(servicesFromCli({ servicesFile: file('five.json', five) })).rejects.toThrow(/rulesetsApiBaseUrl/);
    await expect(
      servicesFromCli({ servicesFile: file('extra.json', { ...realServiceSettings, more: 'x' }) }),
    ).rejects.toThrow(/exactly/);
    await expect(servicesFromCli({ servicesFile: file('bad.json', '{') })).rejects.toThrow(/could not read .* as JSON/);
    await expect(servicesFromCli({ servicesFile: join(dir, 'absent.json') })).rejects.toThrow(/could not read/);
  });

  it('asks an --emulator for its endpoints, with its control secret', async () => {
    const services = await servicesFromCli({ emulatorUrl: emulator.baseUrl, controlSecret: emulator.controlSecret });
    expect(services).toMatchObject({
      dataApiBaseUrl: `${emulator.baseUrl}/youtube/v3`,
      oauthTokenUrl: expect.stringMatching(new RegExp(`^${emulator.baseUrl}/`)),
    });
  });

  it('refuses an --emulator that is not on 127.0.0.1 over http, or does not answer like one, and both flags at once', async () => {
    const controlSecret = emulator.controlSecret;
    await expect(servicesFromCli({ emulatorUrl: 'http://localhost:4000', controlSecret })).rejects.toThrow(
      /--emulator: .*plain http only on 127\.0\.0\.1/,
    );
    await expect(servicesFromCli({ emulatorUrl: 'http://127.0.0.1:1', controlSecret })).rejects.toThrow(
      /did not answer GET \/_emulator\/v1\/info/,
    );
    // The emulator refuses its info without its secret (403 for a wrong one): said, with what to pass.
    await expect(servicesFromCli({ emulatorUrl: emulator.baseUrl, controlSecret: 'wrong' })).rejects.toThrow(
      /did not answer GET \/_emulator\/v1\/info.*403.*--control-secret/,
    );
    await expect(servicesFromCli({ emulatorUrl: emulator.baseUrl })).rejects.toThrow(/needs --control-secret/);
    await expect(servicesFromCli({ emulatorUrl: emulator.baseUrl, servicesFile: 'x.json' })).rejects.toThrow(
      /not both/,
    );
  });
});
