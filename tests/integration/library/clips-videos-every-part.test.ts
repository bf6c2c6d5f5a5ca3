// The demo user's second channel (the clips channel) read through videos.list with every part a Video has (the
// discovery document's, revision 20260924, followed 2026-12-07), in conformance mode: every answer is held to the
// schema, for the owner (who also gets fileDetails, paidProductPlacementDetails, processingDetails and suggestions)
// and for anyone with the API key (who does not).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIPS_CHANNEL_ID } from '../../../electron/emulator/data-api/demo-seed';
import { RESOURCE_PARTS } from '../../../electron/emulator/generated/discovery-tables';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

const EVERY_PART = RESOURCE_PARTS.Video.join(',');
const OWNER_ONLY = ['fileDetails', 'paidProductPlacementDetails', 'processingDetails', 'suggestions'];

let fx: EmulatorHarness;
let clips: string;
let ownerToken: string;
let videoIds: string[];

beforeAll(async () => {
  fx = await startEmulatorHarness();
  clips = fx.info.demo.channels[1]!;
  ownerToken = await fx.token({ channelId: clips });
  const channel = await fx.api(`/channels?part=contentDetails&id=${clips}`, ownerToken);
  const uploads = channel.body.items[0].contentDetails.relatedPlaylists.uploads as string;
  const items = await fx.api(`/playlistItems?part=contentDetails&maxResults=50&playlistId=${uploads}`, ownerToken);
  videoIds = (items.body.items as Array<{ contentDetails: { videoId: string } }>).map(
    (item) => item.contentDetails.videoId,
  );
});
afterAll(async () => {
  await fx.close();
});

const listed = (auth: string | { key: string }) => fx.api(`/videos?part=${EVERY_PART}&id=${videoIds.join(',')}`, auth);

describe("the clips channel's videos with every part", () => {
  it('is the second demo channel, with videos of its own', () => {
    expect(clips).toBe(DEMO_CLIPS_CHANNEL_ID);
    expect(videoIds.length).toBeGreaterThanOrEqual(3);
    expect(EVERY_PART.split(',')).toEqual(
      expect.arrayContaining(['snippet', 'recordingDetails', 'localizations', ...OWNER_ONLY]),
    );
  });

  it("the owner's token: every video, owner-only parts included, each answer true to the schema", async () => {
    const checkedBefore = (await fx.conformance()).checked['videos.list'] ?? 0;
    const answer = await listed(ownerToken);
    expect(answer.status, answer.text).toBe(200);
    const items = answer.body.items as Array<Record<string, unknown> & { snippet: { channelId: string } }>;
    expect(items.map((item) => item.id)).toEqual(videoIds);
    for (const item of items) {
      expect(item.snippet.channelId).toBe(clips);
      expect(item).toHaveProperty('processingDetails');
      expect(item).toHaveProperty('status');
      expect(item).toHaveProperty('contentDetails');
    }
    const report = await fx.conformance();
    expect(report.violations).toEqual([]);
    expect(report.checked['videos.list']).toBe(checkedBefore + 1);
  });

  it('the API key: the public videos only, without the owner-only parts, true to the schema', async () => {
    const answer = await listed({ key: fx.info.apiKey });
    expect(answer.status, answer.text).toBe(200);
    const items = answer.body.items as Array<Record<string, unknown> & { status: { privacyStatus: string } }>;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      for (const part of OWNER_ONLY) expect(item).not.toHaveProperty(part);
    }
    expect((await fx.conformance()).violations).toEqual([]);
  });
});
