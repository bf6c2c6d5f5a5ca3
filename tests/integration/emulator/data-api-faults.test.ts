// Faults armed on Data API methods by their id (POST /_emulator/v1/faults with a `method`), seen through the
// platform's official client: 5xx with Retry-After, platform errors with the real reason, connections broken before
// or after the call ran, answers held. They hit only the named method, count down their `times`, and never touch the upload host.
import { auth, youtube, type youtube_v3 } from '@googleapis/youtube';
import { GaxiosError } from 'gaxios';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness;
let client: youtube_v3.Youtube;

beforeAll(async () => {
  fx = await startEmulatorHarness();
  const oauth = new auth.OAuth2();
  oauth.setCredentials({ access_token: await fx.token() });
  client = youtube({ version: 'v3', rootUrl: `${fx.baseUrl}/`, auth: oauth, retry: false });
});
afterAll(async () => {
  await fx.close();
});
afterEach(async () => {
  await fx.controlOk('DELETE', '/_emulator/v1/faults');
  await fx.controlOk('POST', '/_emulator/v1/quota/reset');
});

const arm = async (fault: object) => {
  const answer = await fx.json('POST', '/_emulator/v1/faults', fault);
  expect(answer.status, answer.text).toBe(201);
  return answer.body.fault as { id: string; kind: string; method: string; remaining: number };
};
const quotaUsed = async () => ((await fx.controlOk('GET', '/_emulator/v1/quota')) as { used: number }).used;

async function failure(promise: Promise<unknown>): Promise<GaxiosError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(GaxiosError);
    return error as GaxiosError;
  }
  throw new Error('expected the call to fail');
}
const envelopeOf = (error: GaxiosError) =>
  (error.response?.data as { error: { code: number; message: string; errors: Array<Record<string, string>> } }).error;

const mine = () => client.channels.list({ part: ['id'], mine: true });

describe('Data API faults', () => {
  it('a 503 with Retry-After hits the named method once, uncharged, and the next call succeeds', async () => {
    const armed = await arm({ kind: 'serverError', status: 503, retryAfter: 2, method: 'channels.list', times: 1 });
    expect(armed).toMatchObject({ kind: 'serverError', method: 'channels.list', remaining: 1 });
    // Another method is not hit.
    expect((await client.i18nRegions.list({ part: ['snippet'] })).status).toBe(200);
    const used = await quotaUsed();

    const error = await failure(mine());
    expect(error.status).toBe(503);
    expect(error.response?.headers.get('retry-after')).toBe('2');
    expect(envelopeOf(error)).toMatchObject({ code: 503, errors: [{ reason: 'backendError', domain: 'global' }] });
    expect(await quotaUsed()).toBe(used);

    expect((await mine()).data.items?.[0]?.id).toBe(fx.info.demo.channelId);
    expect((await fx.controlOk('GET', '/_emulator/v1/faults')).faults).toEqual([]);
  });

  it('a platform error carries the real status, domain and message of a known reason', async () => {
    await arm({ kind: 'platformError', reason: 'quotaExceeded', method: 'videos.list' });
    const error = await failure(client.videos.list({ part: ['id'], id: ['dQd3moVid01'] }));
    expect(error.status).toBe(403);
    expect(envelopeOf(error).errors[0]).toMatchObject({ reason: 'quotaExceeded', domain: 'youtube.quota' });
    expect(envelopeOf(error).message).toMatch(/exceeded your <a href="\/youtube\/v3\/getting-started#quota">quota/);
  });

  it('any status and reason for any method ("*"), as many times as armed', async () => {
    await arm({
      kind: 'platformError',
      status: 409,
      reason: 'playlistOperationUnsupported',
      domain: 'youtube.playlist',
      message: 'The API does not support the ability to list the specified playlist.',
      method: '*',
      times: 2,
    });
    for (const call of [mine, () => client.videoCategories.list({ part: ['id'], regionCode: 'US' })]) {
      const error = await failure(call());
      expect(error.status).toBe(409);
      expect(envelopeOf(error).errors[0]).toEqual({
        reason: 'playlistOperationUnsupported',
        domain: 'youtube.playlist',
        message: 'The API does not support the ability to list the specified playlist.',
      });
    }
    expect((await mine()).status).toBe(200);
  });

  it('the official client retries a 5xx by itself when asked to, and then succeeds', async () => {
    await arm({ kind: 'serverError', status: 500, method: 'channels.list', times: 2 });
    const retrying = youtube({
      version: 'v3',
      rootUrl: `${fx.baseUrl}/`,
      headers: { authorization: `Bearer ${await fx.token()}` },
      retryConfig: { retry: 3, retryDelay: 1, statusCodesToRetry: [[500, 599]] },
    });
    const answer = await retrying.channels.list({ part: ['id'], mine: true });
    expect(answer.data.items?.[0]?.id).toBe(fx.info.demo.channelId);
    expect((await fx.controlOk('GET', '/_emulator/v1/faults')).faults).toEqual([]);
  });

  it('dropConnection before the call: no answer, nothing charged', async () => {
    await arm({ kind: 'dropConnection', method: 'channels.list' });
    const used = await quotaUsed();
    const error = await failure(mine());
    expect(error.status).toBeUndefined();
    expect(error.response).toBeUndefined();
    expect(await quotaUsed()).toBe(used);
    expect((await mine()).status).toBe(200);
  });

  it('dropConnection after the call: the call ran and was charged, only its answer is lost', async () => {
    await arm({ kind: 'dropConnection', when: 'after', method: 'channels.list' });
    const used = await quotaUsed();
    const error = await failure(mine());
    expect(error.response).toBeUndefined();
    expect(await quotaUsed()).toBe(used + 1);
  });

  it('slow: the call runs at once and its answer is held (a write is there before its answer)', async () => {
    await arm({ kind: 'slow', ms: 2_000, method: 'videos.update' });
    let answered = false;
    const update = client.videos
      .update({ part: ['snippet'], requestBody: { id: 'dQd3moVid03', snippet: { title: 'Held', categoryId: '27' } } })
      .then((answer) => {
        answered = true;
        return answer;
      });
    await expect
      .poll(
        async () =>
          (await client.videos.list({ part: ['snippet'], id: ['dQd3moVid03'] })).data.items![0]!.snippet!.title,
      )
      .toBe('Held');
    expect(answered).toBe(false);
    expect((await update).status).toBe(200);
    // And the other faults reach videos.update too.
    await arm({ kind: 'serverError', status: 503, method: 'videos.update' });
    const refused = await failure(
      client.videos.update({
        part: ['snippet'],
        requestBody: { id: 'dQd3moVid03', snippet: { title: 'Again', categoryId: '27' } },
      }),
    );
    expect(refused.status).toBe(503);
  });

  it('an upload-host fault never hits a Data API call, and a Data API fault never the upload host', async () => {
    await fx.controlOk('POST', '/_emulator/v1/faults', { kind: 'serverError', status: 503 });
    expect((await mine()).status).toBe(200);
    const listed = (await fx.controlOk('GET', '/_emulator/v1/faults')) as { faults: Array<{ kind: string }> };
    expect(listed.faults).toHaveLength(1);
  });

  it('DELETE by id disarms a Data API fault', async () => {
    const armed = await arm({ kind: 'serverError', status: 502, method: 'channels.list', times: 5 });
    expect((await fx.json('DELETE', `/_emulator/v1/faults/${armed.id}`)).status).toBe(204);
    expect((await mine()).status).toBe(200);
  });

  it.each([
    [{ kind: 'serverError', status: 503, method: 'videos.fly' }, /method/],
    [{ kind: 'serverError', status: 418, method: 'videos.list' }, /status/],
    [{ kind: 'platformError', reason: 'somethingNew', method: 'videos.list' }, /needs a status/],
    [{ kind: 'platformError', status: 200, reason: 'conflict', method: 'videos.list' }, /status/],
    [{ kind: 'platformError', status: 409, reason: 'not a reason', method: 'videos.list' }, /camelCase/],
    [{ kind: 'dropConnection', when: 'later', method: 'videos.list' }, /when/],
    [{ kind: 'partialStore', storeBytes: 1, method: 'videos.list' }, /kind/],
    [{ kind: 'serverError', status: 503, method: 'videos.list', colour: 'red' }, /colour/],
    [{ kind: 'serverError', status: 503, method: 'videos.list', times: 0 }, /times/],
  ])('refuses %j with 400 naming what is wrong', async (body, problem) => {
    const answer = await fx.json('POST', '/_emulator/v1/faults', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^invalid Data API fault: /);
    expect(answer.body.error).toMatch(problem);
    expect((await fx.controlOk('GET', '/_emulator/v1/faults')).faults).toEqual([]);
  });
});
