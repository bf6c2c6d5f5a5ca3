import { describe, expect, it } from 'vitest';
import { enqueueInputSchema, uploadCalls, uploadEvents } from '../../../../shared/ipc/uploads';
import { uploadSettingsPatchSchema } from '../../../../shared/uploads/upload-settings';

const metadata = { snippet: { title: 'A video' }, status: { privacyStatus: 'private' } };
const stagingId = 'a'.repeat(32);

describe('the upload contract refuses hostile payloads', () => {
  it('accepts both kinds of source, with or without metadata', () => {
    expect(enqueueInputSchema.safeParse({ files: [{ source: { kind: 'path', path: '/videos/a.mp4' } }] }).success).toBe(
      true,
    );
    expect(enqueueInputSchema.safeParse({ files: [{ source: { kind: 'staged', stagingId }, metadata }] }).success).toBe(
      true,
    );
  });

  it('refuses unknown keys, unknown source kinds, NUL bytes, bad staging ids and empty or huge lists', () => {
    const bad = [
      { files: [{ source: { kind: 'path', path: '/a.mp4', extra: 1 } }] },
      { files: [{ source: { kind: 'path', path: '/a.mp4' } }], extra: true },
      { files: [{ source: { kind: 'url', url: 'http://x' } }] },
      { files: [{ source: { kind: 'path', path: '/a\u0000.mp4' } }] },
      { files: [{ source: { kind: 'path', path: 'x'.repeat(5000) } }] },
      { files: [{ source: { kind: 'staged', stagingId: '../../etc/passwd' } }] },
      { files: [] },
      { files: Array.from({ length: 201 }, () => ({ source: { kind: 'path', path: '/a.mp4' } })) },
      { files: [{ source: { kind: 'path', path: '/a.mp4' }, metadata: { ...metadata, snippet: { title: '' } } }] },
      { files: 'all' },
      null,
    ];
    for (const payload of bad)
      expect(enqueueInputSchema.safeParse(payload).success, JSON.stringify(payload)?.slice(0, 80)).toBe(false);
  });

  it('checks ids, indexes and settings', () => {
    expect(uploadCalls['uploads.pause'].input.safeParse({ id: 'abcdEFGH1234' }).success).toBe(true);
    expect(uploadCalls['uploads.pause'].input.safeParse({ id: '../x' }).success).toBe(false);
    expect(uploadCalls['uploads.pause'].input.safeParse({ id: 'abcdEFGH1234', force: true }).success).toBe(false);
    expect(uploadCalls['uploads.move'].input.safeParse({ id: 'abcdEFGH1234', toIndex: -1 }).success).toBe(false);
    expect(uploadCalls['uploads.move'].input.safeParse({ id: 'abcdEFGH1234', toIndex: 1.5 }).success).toBe(false);
    expect(uploadCalls['uploads.categories'].input.safeParse({ regionCode: 'GB' }).success).toBe(true);
    expect(uploadCalls['uploads.categories'].input.safeParse({ regionCode: 'gb' }).success).toBe(false);
    expect(uploadCalls['uploads.list'].input.safeParse(undefined).success).toBe(true);
    expect(uploadCalls['uploads.list'].input.safeParse({ offset: 200, limit: 500 }).success).toBe(true);
    expect(uploadCalls['uploads.list'].input.safeParse({ limit: 501 }).success).toBe(false);
    expect(uploadCalls['uploads.list'].input.safeParse({ limit: 0 }).success).toBe(false);
    expect(uploadCalls['uploads.list'].input.safeParse({ offset: -1 }).success).toBe(false);
    expect(uploadCalls['uploads.list'].input.safeParse({ offset: 0, all: true }).success).toBe(false);
    const assign = uploadCalls['uploads.assignChannel'].input;
    expect(assign.safeParse({ id: 'abcdEFGH1234', channelId: 'UCchannel' }).success).toBe(true);
    expect(assign.safeParse({ id: 'abcdEFGH1234' }).success).toBe(false);
    expect(assign.safeParse({ id: 'abcdEFGH1234', channelId: '' }).success).toBe(false);
    expect(assign.safeParse({ id: 'abcdEFGH1234', channelId: 'U'.repeat(101) }).success).toBe(false);
    expect(assign.safeParse({ id: '../x', channelId: 'UCchannel' }).success).toBe(false);
    expect(assign.safeParse({ id: 'abcdEFGH1234', channelId: 'UCchannel', force: true }).success).toBe(false);
  });

  it('takes chunk sizes in multiples of 256 KiB and concurrency 1 to 4', () => {
    expect(uploadSettingsPatchSchema.safeParse({ chunkSize: 262144 * 3 }).success).toBe(true);
    expect(uploadSettingsPatchSchema.safeParse({ chunkSize: 262144 * 3 + 1 }).success).toBe(false);
    expect(uploadSettingsPatchSchema.safeParse({ chunkSize: 0 }).success).toBe(false);
    expect(uploadSettingsPatchSchema.safeParse({ concurrency: 4 }).success).toBe(true);
    expect(uploadSettingsPatchSchema.safeParse({ concurrency: 5 }).success).toBe(false);
    expect(uploadSettingsPatchSchema.safeParse({ retryBaseMs: 5000, retryCapMs: 1000 }).success).toBe(false);
    expect(uploadSettingsPatchSchema.safeParse({ speed: 'max' }).success).toBe(false);
  });

  it('declares both events', () => {
    expect(Object.keys(uploadEvents).sort()).toEqual(['uploads.changed', 'uploads.progress']);
  });
});

describe('the altered or synthetic content answer and choice (revision 20260924)', () => {
  const withAnswer = (answer: unknown) => ({
    files: [
      {
        source: { kind: 'path', path: '/a.mp4' },
        metadata: { ...metadata, status: { ...metadata.status, containsSyntheticMedia: answer } },
      },
    ],
  });

  it('takes yes, no, or no answer at all in the metadata, and nothing else', () => {
    for (const answer of [true, false, undefined])
      expect(enqueueInputSchema.safeParse(withAnswer(answer)).success).toBe(true);
    for (const answer of ['yes', 'true', 1, null, {}])
      expect(enqueueInputSchema.safeParse(withAnswer(answer)).success, JSON.stringify(answer)).toBe(false);
    const update = uploadCalls['uploads.updateMetadata'].input;
    expect(
      update.safeParse({
        id: 'abcdEFGH1234',
        metadata: { ...metadata, status: { privacyStatus: 'private', containsSyntheticMedia: 'no' } },
      }).success,
    ).toBe(false);
  });

  it('takes one of the three choices for uploads without an answer, never an unchosen one or another key', () => {
    const set = uploadCalls['uploads.setUnansweredSyntheticMedia'].input;
    for (const choice of ['hold', 'no', 'yes']) expect(set.safeParse({ choice }).success).toBe(true);
    for (const payload of [
      { choice: 'maybe' },
      { choice: null },
      { choice: undefined },
      {},
      { choice: 'no', extra: 1 },
      'no',
    ])
      expect(set.safeParse(payload).success, JSON.stringify(payload)).toBe(false);
    expect(uploadCalls['uploads.getUnansweredSyntheticMedia'].input.safeParse(undefined).success).toBe(true);
  });
});
