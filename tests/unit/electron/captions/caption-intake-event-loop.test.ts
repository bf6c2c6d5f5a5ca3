// The host's event loop never stalls on a caption file: hostile files of every format the readers know go through
// each of the main process's caption intakes (a track added from the Captions panel, a caption attached to a queued
// upload, and a downloaded track checked before it is handed over) while the loop keeps turning. The reading happens
// on the caption thread; a file is accepted or refused with the user's error, never with an internal one.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCaptionFile } from '../../../../electron/captions/caption-intake';
import { examineCaptionAttachment } from '../../../../electron/captions/caption-step-intake';
import { createCaptionsService } from '../../../../electron/captions/captions-service';
import { StagingArea } from '../../../../electron/files/staging-area';
import { DeskError } from '../../../../electron/ipc/desk-error';
import type { DataApiClient } from '../../../../electron/platform/data-api-client';
import type { ImageUploadClient } from '../../../../electron/platform/image-upload-client';
import { HOSTILE_CAPTIONS } from '../../../support/hostile-captions';
import { watchEventLoop } from '../../../support/event-loop-watch';

/**
 * The old readers stalled for seconds to minutes on these. On a busy two-core machine the scheduler and a garbage
 * collection of the shared test worker alone can take a few hundred milliseconds (260 ms seen at a load of 21).
 */
const MAX_STALL_MS = 500;

let dir: string;
let staging: StagingArea;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'desk-hostile-captions-'));
  staging = new StagingArea(join(dir, 'data'), { freeBytes: () => Promise.resolve(1e12) });
});

/** The outcome as the user would see it: a DeskError's code, or acceptance; anything else fails the test. */
async function settled(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
    return 'accepted';
  } catch (error) {
    if (error instanceof DeskError) return error.code;
    throw error;
  }
}

async function expectNoStall(work: () => Promise<unknown>): Promise<string> {
  const { result, maxStallMs } = await watchEventLoop(() => settled(work));
  expect(maxStallMs).toBeLessThan(MAX_STALL_MS);
  return result;
}

describe.each(HOSTILE_CAPTIONS)('the hostile caption file $name', ({ name, text }) => {
  it(
    'goes through every main-process caption intake without stalling the event loop',
    { timeout: 120_000 },
    async () => {
      const path = join(dir, name);
      await writeFile(path, text);

      const read = await expectNoStall(() => readCaptionFile(path, name));
      expect(['accepted', 'invalid-caption']).toContain(read);

      const step = await watchEventLoop(() =>
        examineCaptionAttachment(
          { source: { kind: 'path', path }, language: 'en', name: 'Hostile', isDraft: true },
          staging,
        ),
      );
      expect(step.maxStallMs).toBeLessThan(MAX_STALL_MS);
      expect(step.result.ok).toBe(read === 'accepted');

      const uploads = { insertCaption: () => Promise.resolve({}) } as unknown as ImageUploadClient;
      // The platform answers text: undecodable bytes arrive as U+FFFD, as its client decodes them.
      const answer = typeof text === 'string' ? text : new TextDecoder().decode(text);
      const dataApi = { request: () => Promise.resolve(answer) } as unknown as DataApiClient;
      const service = createCaptionsService({
        dataApi: () => dataApi,
        uploads: () => uploads,
        staging,
        acceptsPaths: true,
      });
      // The fake platform answers nothing the resource reader takes, so an accepted file ends as bad-response.
      const inserted = await expectNoStall(() =>
        service.insert({
          videoId: 'v',
          source: { kind: 'path', path },
          language: 'en',
          name: 'Hostile',
          isDraft: true,
        }),
      );
      expect(inserted).toBe(read === 'accepted' ? 'bad-response' : 'invalid-caption');

      for (const format of ['srt', 'vtt'] as const) {
        expect(['accepted', 'bad-response']).toContain(await expectNoStall(() => service.download('track', format)));
      }
    },
  );
});
