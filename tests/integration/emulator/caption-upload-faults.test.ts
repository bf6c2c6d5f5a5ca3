// Faults armed for the catalog's upload-host methods (captions.insert here) act as on every other method: a dropped
// connection before the call changes nothing, one after it keeps the new track and loses only the answer. Before
// this, the upload scope ignored `when: after` and answered `before` with a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness;
let token: string;

beforeAll(async () => {
  fx = await startEmulatorHarness();
  token = await fx.token();
});
afterAll(async () => {
  await fx.close();
});

const SRT = '1\n00:00:01,000 --> 00:00:02,000\nHello\n';

async function insert(name: string): Promise<Response> {
  const boundary = 'fault-test-boundary';
  const body =
    `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n` +
    JSON.stringify({ snippet: { videoId: 'dQd3moVid02', language: 'it', name } }) +
    `\r\n--${boundary}\r\nContent-Type: application/x-subrip\r\n\r\n${SRT}\r\n--${boundary}--\r\n`;
  return fetch(`${fx.info.uploadBaseUrl}/captions?part=snippet&uploadType=multipart`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/related; boundary=${boundary}` },
    body,
  });
}

async function names(): Promise<string[]> {
  const listed = await fx.api('/captions?part=snippet&videoId=dQd3moVid02', token);
  return (listed.body.items as Array<{ snippet: { language: string; name: string } }>)
    .filter((item) => item.snippet.language === 'it')
    .map((item) => item.snippet.name);
}

describe('faults on captions.insert at the upload host', () => {
  it('drops the connection before the call: no answer, no track', async () => {
    await fx.controlOk('POST', '/_emulator/v1/faults', { kind: 'dropConnection', method: 'captions.insert' });
    await expect(insert('Before')).rejects.toThrow();
    expect(await names()).toEqual([]);
  });

  it('drops the connection after the call: the track exists, only the answer is lost', async () => {
    await fx.controlOk('POST', '/_emulator/v1/faults', {
      kind: 'dropConnection',
      when: 'after',
      method: 'captions.insert',
    });
    await expect(insert('After')).rejects.toThrow();
    expect(await names()).toEqual(['After']);
    // Disarmed after one hit: the next insert answers.
    expect((await insert('Next')).status).toBe(200);
  });
});
