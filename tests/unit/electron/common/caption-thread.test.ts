// The caption thread: tasks answered off the main thread in order, and a task past its time or memory ended with
// the thread and reported as which limit it ran past, in words the intake puts in the user's error; the next task
// gets a new thread.
import { afterAll, describe, expect, it } from 'vitest';
import { examineCaption } from '../../../../electron/captions/caption-intake';
import { CaptionThread, CaptionThreadLimit } from '../../../../electron/common/captions/caption-thread';
import { CAPTION_THREAD_REASONS } from '../../../../electron/common/captions/caption-thread-messages';

const SRT = '1\n00:00:01,000 --> 00:00:02,000\nHello\n';
const threads: CaptionThread[] = [];
const thread = (...args: ConstructorParameters<typeof CaptionThread>) => {
  const made = new CaptionThread(...args);
  threads.push(made);
  return made;
};

afterAll(async () => {
  await Promise.all(threads.map((made) => made.close()));
});

describe('the caption thread', () => {
  it('answers each kind of task, in the order given', { timeout: 60_000 }, async () => {
    const reader = thread();
    const answers = await Promise.all([
      reader.run({ kind: 'check', name: 'a.srt', bytes: Buffer.from(SRT) }),
      reader.run({ kind: 'read', text: 'WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n' }),
      reader.run({ kind: 'recognise', text: `${'<!---->'.repeat(40)}x` }),
      reader.run({ kind: 'convert', text: SRT, format: 'vtt', language: 'en' }),
    ]);
    expect(answers).toEqual([
      { ok: true, format: 'srt', cueCount: 1 },
      { kind: 'read', format: 'vtt', cueCount: 1 },
      null,
      { kind: 'written', text: 'WEBVTT\nKind: captions\nLanguage: en\n\n00:00:01.000 --> 00:00:02.000\nHello\n' },
    ]);
  });

  it(
    'ends a task past its time with the thread, and the intake says so in the user’s error',
    { timeout: 60_000 },
    async () => {
      const hurried = thread({ timeoutMs: 1, resourceLimits: {} });
      await expect(hurried.run({ kind: 'read', text: SRT })).rejects.toEqual(
        new CaptionThreadLimit('time', { message: CAPTION_THREAD_REASONS.time, values: { seconds: 0.001 } }),
      );
      await expect(examineCaption('talk.srt', Buffer.from(SRT), hurried)).rejects.toMatchObject({
        code: 'invalid-caption',
        message:
          'talk.srt could not be checked: reading it took longer than 0.001 s. A caption file is read in well under a second; save the captions as an .srt or .vtt file and pick it again.',
      });
    },
  );

  it('ends a task past its memory, then reads the next file on a new thread', { timeout: 120_000 }, async () => {
    const small = thread({
      timeoutMs: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 },
    });
    const huge = `${SRT}\n`.repeat(300_000);
    await expect(small.run({ kind: 'read', text: huge })).rejects.toMatchObject({
      limit: 'memory',
      reason: 'reading it needed more than 96 MB of memory',
    });
    await expect(small.run({ kind: 'read', text: SRT })).resolves.toEqual({ kind: 'read', format: 'srt', cueCount: 1 });
  });
});
