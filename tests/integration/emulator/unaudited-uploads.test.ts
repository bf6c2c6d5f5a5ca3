// An API project that has not passed the platform's audit: every video it uploads is locked private, whatever the
// request asked for, and the answer says nothing more than `status.privacyStatus: "private"` (as on the real
// platform). The official Node client is the independent caller.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness;
const AUDIT_PATH = '/_emulator/v1/oauth/audit';

beforeAll(async () => {
  fx = await startEmulatorHarness();
});
afterAll(async () => {
  await fx.close();
});

async function upload(status: Record<string, unknown>) {
  const client = fx.youtube(await fx.token());
  const reply = await client.videos.insert(
    {
      part: ['snippet', 'status'],
      requestBody: { snippet: { title: 'Locked or not' }, status },
      media: { mimeType: 'video/mp4', body: Readable.from([Buffer.from('not really a video')]) },
    },
    { rootUrl: `${fx.baseUrl}/` },
  );
  return reply.data;
}

describe('uploads from an unaudited API project', () => {
  it('keep the privacy asked for while the project is audited (the default)', async () => {
    expect((await upload({ privacyStatus: 'public' })).status?.privacyStatus).toBe('public');
  });

  it('come back private when the project is not audited, and stay private when read back', async () => {
    expect(await fx.controlOk('PUT', AUDIT_PATH, { audited: false })).toEqual({
      clientId: fx.info.demo.clientId,
      audited: false,
    });
    const publicOne = await upload({ privacyStatus: 'public' });
    expect(publicOne.status?.privacyStatus).toBe('private');
    const unlisted = await upload({ privacyStatus: 'unlisted' });
    expect(unlisted.status?.privacyStatus).toBe('private');
    const scheduled = await upload({ privacyStatus: 'private', publishAt: '2099-01-01T00:00:00Z' });
    expect(scheduled.status?.privacyStatus).toBe('private');
    expect(scheduled.status?.publishAt).toBeUndefined();

    const read = await fx.api(`/videos?part=status&id=${publicOne.id}`, await fx.token());
    expect(read.body.items[0].status.privacyStatus).toBe('private');
    const info = await fx.controlOk('GET', '/_emulator/v1/info');
    expect(info.oauth.clients.find((client: any) => client.clientId === fx.info.demo.clientId).audited).toBe(false);
  });

  it('keep their privacy again once the project passes the audit', async () => {
    await fx.controlOk('PUT', AUDIT_PATH, { audited: true });
    expect((await upload({ privacyStatus: 'unlisted' })).status?.privacyStatus).toBe('unlisted');
    expect((await fx.json('PUT', AUDIT_PATH, { audited: 'yes' })).status).toBe(400);
  });
});
