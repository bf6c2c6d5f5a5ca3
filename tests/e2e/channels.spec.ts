// Several channels at once (issue 21), on the demo workspace: the demo user's second channel is added by its own
// sign-in; uploads to both channels run side by side and land on their own channel; choosing a channel in the
// sidebar shows its own Library, comments and queue; a moderation decision made for one channel reaches the platform
// with that channel's token even after another is chosen; the one project's quota shows each channel's share; each
// channel's drops start from its own template; and a SIGKILL of the app in the middle of both uploads loses neither.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import { connectContract, demoEmulatorUrl, stageFile, type ContractClient } from './support/contract-client';
import { openDemo, showScreen } from './support/demo-workspace';
import { control } from './support/emulator-control';
import { seriousViolations } from './support/axe-audit';
import { startWebHost, type WebHost } from './support/web-host';
import { videoBytes } from '../support/video-fixture';

const MiB = 1024 * 1024;

let host: WebHost | undefined;

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

interface Info {
  readonly demo: { readonly channelId: string; readonly channels: readonly string[]; readonly clientId: string };
}

interface Write {
  readonly method: string;
  readonly channelId?: string;
}

/** Stages a video of `size` bytes for the host and queues it, held, for `channelId`; answers the upload id. */
async function queueHeld(
  client: ContractClient,
  target: WebHost,
  title: string,
  size: number,
  channelId?: string,
): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'desk-channels-')), `${title}.mp4`);
  writeFileSync(path, videoBytes(size));
  const stagingId = await stageFile(target, path, `${title}.mp4`, 'video/mp4');
  const { accepted } = await client.call('uploads.enqueue', {
    files: [
      { source: { kind: 'staged', stagingId }, metadata: { snippet: { title }, status: { privacyStatus: 'private' } } },
    ],
    hold: true,
    ...(channelId === undefined ? {} : { channelId }),
  });
  expect(accepted).toHaveLength(1);
  return accepted[0]!.id;
}

function switcherEntry(page: Page, title: string) {
  // The channel's name is the button's first line; "Demo Creator" is also how "Demo Creator Clips" begins.
  const name = page.locator('.channel-name', { hasText: new RegExp(`^${title}$`) });
  return page.getByRole('region', { name: 'Channels' }).getByRole('button').filter({ has: name });
}

test('two channels signed in: side-by-side uploads, each screen on the chosen channel, decisions with their own token', async ({
  page,
}) => {
  test.setTimeout(120_000);
  host = await startWebHost();
  await openDemo(page, host);
  const emulator = demoEmulatorUrl(host);
  const info = await control<Info>(emulator, 'GET', '/info');
  expect(info.demo.channels).toHaveLength(2);
  const [main, clips] = info.demo.channels as [string, string];
  expect(main).toBe(info.demo.channelId);

  // The second channel is added by its own sign-in; the first stays chosen.
  await showScreen(page, 'Accounts');
  await page.getByRole('button', { name: 'Add a channel' }).click();
  const list = page.getByRole('region', { name: 'Signed-in channels' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').nth(1)).toContainText('Demo Creator Clips');
  await expect(switcherEntry(page, 'Demo Creator')).toHaveAttribute('aria-pressed', 'true');
  await expect(switcherEntry(page, 'Demo Creator Clips')).toHaveAttribute('aria-pressed', 'false');
  // The switcher and the list of channels pass the audit every screen passes.
  await expect(switcherEntry(page, 'Demo Creator Clips')).toContainText('held');
  expect(await seriousViolations(page)).toEqual([]);

  const client = await connectContract(host);
  await control(emulator, 'POST', '/quota/reset');
  await control(emulator, 'POST', '/writes/reset');
  // Slowed, so both are seen sending at once; the concurrency setting (1) holds per channel.
  await client.call('uploads.setSettings', { chunkSize: 256 * 1024, concurrency: 1 });
  await client.call('bandwidth.set', { otherwise: 4 * MiB, windows: [] });
  const forMain = await queueHeld(client, host, 'For the main channel', 8 * MiB);
  const forClips = await queueHeld(client, host, 'For the clips channel', 8 * MiB, clips);
  const bothDone = Promise.all(
    [forMain, forClips].map((id) =>
      client.waitForEvent('uploads.progress', (p) => p.id === id && p.state === 'done', 60_000),
    ),
  );
  await client.call('uploads.resumeAll');
  // The switcher says each channel has one upload sending, at the same moment.
  await expect(switcherEntry(page, 'Demo Creator')).toContainText('1 sending');
  await expect(switcherEntry(page, 'Demo Creator Clips')).toContainText('1 sending');
  await client.call('bandwidth.set', { otherwise: null, windows: [] });
  await bothDone;
  const videos = (await control<{ videos: Array<{ title: string; channelId: string }> }>(emulator, 'GET', '/videos'))
    .videos;
  expect(videos.find((video) => video.title === 'For the main channel')?.channelId).toBe(main);
  expect(videos.find((video) => video.title === 'For the clips channel')?.channelId).toBe(clips);

  // Choosing the clips channel: its own Library and queue, nothing of the main channel's.
  await switcherEntry(page, 'Demo Creator Clips').click();
  await expect(switcherEntry(page, 'Demo Creator Clips')).toHaveAttribute('aria-pressed', 'true');
  await showScreen(page, 'Library');
  await expect(page.getByText('Six hours of editing in 40 seconds').first()).toBeVisible();
  await expect(page.getByText('Studio tour 2026')).toHaveCount(0);
  // The clips channel's template for new drops, set on Series; the drop zone starts from it.
  await showScreen(page, 'Series');
  await page
    .getByRole('navigation', { name: 'Templates' })
    .getByRole('button', { name: /Clips, every 6 hours/ })
    .click();
  // Checked once the main process has kept it (the box shows what is saved).
  const forNewDrops = page.getByLabel('Use for new drops on this channel');
  await forNewDrops.click();
  await expect(forNewDrops).toBeChecked();
  await expect(page.getByTestId('series-announcement')).toContainText('start from “Clips, every 6 hours”');
  await showScreen(page, 'Uploads');
  const nextDropTemplate = page.locator('#up-template option:checked');
  await expect(nextDropTemplate).toHaveText('Clips, every 6 hours');
  const queue = page.getByRole('region', { name: 'Queue' });
  // Finished before the screen opened: folded into Done today, counted with the channel shown and no other.
  await expect(page.getByTestId('upload-summary')).toHaveText('1 upload: 1 done');
  await expect(queue.getByTestId('uploads-done-today').locator('summary')).toHaveText('Done today (1 upload)');
  await queue.getByTestId('uploads-done-today').locator('summary').click();
  await expect(queue.getByText('For the clips channel', { exact: true })).toBeVisible();
  await expect(queue.getByText('For the main channel', { exact: true })).toHaveCount(0);
  await queue.getByLabel('Show').selectOption({ label: 'All channels' });
  await expect(page.getByTestId('upload-summary')).toHaveText('2 uploads: 2 done');
  await expect(queue.getByText('For the main channel', { exact: true })).toBeVisible();
  // A done row's "Edit in Library" is named "Edit <title> in the Library" (2.5.3), as before several channels.
  expect(await seriousViolations(page, '.up-done')).toEqual([]);
  await showScreen(page, 'Comments');

  // A decision made for the clips channel goes with its token, even though the main channel is chosen before it leaves.
  await client.call('comments.setSettings', { undoWindowMs: 1500 });
  const held = await client.call('comments.listThreads', { queue: 'heldForReview' });
  expect(held.comments.length).toBeGreaterThan(0);
  for (const comment of held.comments) expect(comment.videoId).toMatch(/^dQd3moClp/);
  const target = held.comments[0]!;
  const sent = client.waitForEvent('comments.decisions', (event) =>
    event.decisions.some((decision) => decision.commentId === target.id && decision.state === 'sent'),
  );
  await client.call('comments.decide', { decision: 'publish', comments: [{ id: target.id, from: 'heldForReview' }] });
  await switcherEntry(page, 'Demo Creator').click();
  await expect(switcherEntry(page, 'Demo Creator')).toHaveAttribute('aria-pressed', 'true');
  await sent;
  const clipsWrites = await control<{ writes: Write[] }>(emulator, 'GET', `/writes?channelId=${clips}`);
  const mainWrites = await control<{ writes: Write[] }>(emulator, 'GET', `/writes?channelId=${main}`);
  expect(clipsWrites.writes.map((write) => write.method)).toContain('comments.setModerationStatus');
  expect(mainWrites.writes.map((write) => write.method)).not.toContain('comments.setModerationStatus');
  // Back on the main channel, its Library is its own again.
  await showScreen(page, 'Library');
  await expect(page.getByText('Studio tour 2026').first()).toBeVisible();
  await expect(page.getByText('Six hours of editing in 40 seconds')).toHaveCount(0);

  // One project charged, each channel's share recorded there and shown in the meter.
  const quota = await control<{
    projects: Array<{ clientId: string; channels: Array<{ channelId: string; buckets: { uploads: number } }> }>;
  }>(emulator, 'GET', '/quota');
  const project = quota.projects.find((entry) => entry.clientId === info.demo.clientId)!;
  const shares = Object.fromEntries(project.channels.map((share) => [share.channelId, share.buckets.uploads]));
  expect(shares).toEqual({ [main]: 1, [clips]: 1 });
  await page.getByTestId('quota-summary').click();
  const meter = page.getByRole('dialog', { name: 'Quota today' }).locator('.quota-channels');
  await meter.getByText("Each channel's share").click();
  await expect(meter).toContainText('Demo Creator on');
  await expect(meter).toContainText('Demo Creator Clips on');
  await page.keyboard.press('Escape');

  // Each channel's drops start from its own template: none on the main channel, the clips channel's after switching.
  await showScreen(page, 'Uploads');
  await expect(nextDropTemplate).toHaveText('None: each file’s name as its title');
  await switcherEntry(page, 'Demo Creator Clips').click();
  await expect(switcherEntry(page, 'Demo Creator Clips')).toHaveAttribute('aria-pressed', 'true');
  await expect(nextDropTemplate).toHaveText('Clips, every 6 hours');
  client.close();
});

test('a SIGKILL in the middle of uploads to two channels: both resume and land on their channel', async () => {
  test.setTimeout(120_000);
  const dataDir = join(mkdtempSync(join(tmpdir(), 'desk-channels-restart-')), 'data');
  host = await startWebHost({ dataDir, args: ['--demo'] });
  let client = await connectContract(host);
  await client.call('accounts.addChannel', {});
  const channels = await client.call('accounts.list');
  expect(channels.map((channel) => channel.channel.title)).toEqual(['Demo Creator', 'Demo Creator Clips']);
  const clips = channels[1]!.channel.id;
  await client.call('uploads.setSettings', { chunkSize: 256 * 1024 });
  await client.call('bandwidth.set', { otherwise: 4 * MiB, windows: [] });
  const forMain = await queueHeld(client, host, 'Main before the kill', 12 * MiB);
  const forClips = await queueHeld(client, host, 'Clips before the kill', 12 * MiB, clips);
  const partway = [forMain, forClips].map((id) =>
    client.waitForEvent('uploads.progress', (p) => p.id === id && p.bytesConfirmed >= MiB),
  );
  await client.call('uploads.resumeAll');
  await Promise.all(partway);

  host.process.kill('SIGKILL');
  await new Promise((resolve) => host!.process.once('exit', resolve));
  client.close();

  host = await startWebHost({ dataDir });
  client = await connectContract(host);
  await client.call('bandwidth.set', { otherwise: null, windows: [] });
  const emulator = demoEmulatorUrl(host);
  expect((await client.call('accounts.list')).map((channel) => channel.channel.id)).toContain(clips);
  await expect
    .poll(
      async () =>
        (await client.call('uploads.list')).uploads
          .filter((upload) => upload.id === forMain || upload.id === forClips)
          .map((upload) => upload.state),
      { timeout: 60_000 },
    )
    .toEqual(['done', 'done']);
  const videos = (await control<{ videos: Array<{ title: string; channelId: string }> }>(emulator, 'GET', '/videos'))
    .videos;
  expect(videos.filter((video) => video.title === 'Main before the kill').map((video) => video.channelId)).toEqual([
    channels[0]!.channel.id,
  ]);
  expect(videos.filter((video) => video.title === 'Clips before the kill').map((video) => video.channelId)).toEqual([
    clips,
  ]);
  client.close();
});
