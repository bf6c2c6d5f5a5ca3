// The built-in emulator runs inside the app, so its caption routes are held to the same property as the app's own
// intake: a hostile caption file of any format, uploaded with captions.insert and captions.update and then fetched
// with captions.download (as stored and converted), never stalls the event loop. A stored track is read again on
// every download, so a file that stalled once would stall the host each time it is fetched.
import { Readable } from 'node:stream';
import { auth, youtube, type youtube_v3 } from '@googleapis/youtube';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPE, startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';
import { watchEventLoop } from '../../support/event-loop-watch';
import { HOSTILE_CAPTIONS } from '../../support/hostile-captions';

/** The old readers stalled for seconds on these; the scheduler of a busy two-core machine alone can take ~100 ms. */
const MAX_STALL_MS = 250;

let fx: EmulatorHarness;
let owner: youtube_v3.Youtube;
let media: { rootUrl: string };

beforeAll(async () => {
  fx = await startEmulatorHarness();
  // Each file is inserted and updated (850 units): more than a day's default quota for the whole set.
  await fx.controlOk('PUT', '/_emulator/v1/quota', { limit: 1_000_000 });
  media = { rootUrl: `${fx.baseUrl}/` };
  const oauth = new auth.OAuth2();
  oauth.setCredentials({ access_token: await fx.token({ scopes: [SCOPE('youtube.force-ssl')] }) });
  owner = youtube({ version: 'v3', rootUrl: `${fx.baseUrl}/`, auth: oauth });
});
afterAll(async () => {
  await fx.close();
});

/** The HTTP status the emulator answered, whether the call succeeded or not. */
async function statusOf(call: () => Promise<{ status: number }>): Promise<number> {
  const { result, maxStallMs } = await watchEventLoop(async () => {
    try {
      return (await call()).status;
    } catch (error) {
      const status = (error as { response?: { status?: number } }).response?.status;
      if (status === undefined) throw error;
      return status;
    }
  });
  expect(maxStallMs).toBeLessThan(MAX_STALL_MS);
  return result;
}

const body = (text: string | Uint8Array) => ({
  mimeType: 'application/octet-stream',
  body: Readable.from([Buffer.from(text)]),
});

describe.each(HOSTILE_CAPTIONS)('the hostile caption file $name', ({ name, text }) => {
  it(
    'goes through captions.insert, captions.update and captions.download without stalling the event loop',
    { timeout: 120_000 },
    async () => {
      let id = '';
      const inserted = await statusOf(async () => {
        const answer = await owner.captions.insert(
          {
            part: ['snippet'],
            requestBody: { snippet: { videoId: 'dQd3moVid04', language: 'en', name, isDraft: true } },
            media: body(text),
          },
          media,
        );
        id = answer.data.id ?? '';
        return answer;
      });
      expect(inserted).toBe(200);
      const updated = await statusOf(() =>
        owner.captions.update(
          { part: ['snippet'], requestBody: { id, snippet: { isDraft: true } }, media: body(text) },
          media,
        ),
      );
      expect(updated).toBe(200);
      for (const tfmt of [undefined, 'vtt', 'ttml'] as const) {
        const status = await statusOf(() =>
          owner.captions.download({ id, ...(tfmt ? { tfmt } : {}) }, { responseType: 'text' }),
        );
        // A track the emulator could not read is refused for download (couldNotConvert) as on the platform.
        expect([200, 400, 403]).toContain(status);
      }
      // The catalog keeps every track's text and writes itself out whole on each change; tracks left behind would
      // make each later change slower for reasons that have nothing to do with reading captions.
      await owner.captions.delete({ id });
    },
  );
});
