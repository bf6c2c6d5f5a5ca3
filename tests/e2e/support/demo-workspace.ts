// The demo workspace from a spec's side: opening it in the page, and reaching the demo channel at the demo emulator
// the way any other client of the platform would, with a token of the demo channel from the emulator's test control.
import { expect, type Page } from '@playwright/test';
import { setPageClock } from './test-clock';
import { demoControl, type WebHost } from './web-host';

/** Opens the app at the printed URL, its clock at the test's moment (test-clock.ts). */
export async function openApp(page: Page, host: WebHost): Promise<void> {
  await setPageClock(page);
  await page.goto(host.url);
}

/**
 * Opens the app at the printed URL, picks the demo workspace, and waits for its first screen (Uploads); then goes to
 * `screen` when one is named.
 */
export async function openDemo(page: Page, host: WebHost, screen?: string): Promise<void> {
  await openApp(page, host);
  await page.getByRole('button', { name: 'Try the demo workspace' }).click();
  await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
  if (screen !== undefined) await showScreen(page, screen);
}

/**
 * Opens the app on a host whose demo workspace is signed in already (`readOnlyDemoHost`, support/hosts.ts) and goes
 * to `screen` (Uploads, the demo's first screen, unless named): wherever the test before left the page, this test
 * starts on the screen it names.
 */
export async function openSignedInDemo(page: Page, host: WebHost, screen = 'Uploads'): Promise<void> {
  await openApp(page, host);
  await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
  await showScreen(page, screen);
}

/** Goes to `screen` through the sidebar and waits for its heading. */
export async function showScreen(page: Page, screen: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: screen }).click();
  await expect(page.getByRole('heading', { name: screen, level: 1 })).toBeVisible();
}

export interface DemoInfo {
  readonly dataApiBaseUrl: string;
  readonly demo: { readonly channelId: string };
}

/** What the demo emulator says of itself: where its Data API is, the demo channel. */
export async function demoInfo(emulator: string): Promise<DemoInfo> {
  return (await (await fetch(`${emulator}/_emulator/v1/info`, { headers: demoControl })).json()) as DemoInfo;
}

export interface DemoGrant {
  /** The demo emulator's origin (its test control, and the Data API below /youtube/v3). */
  readonly emulator: string;
  readonly dataApiBaseUrl: string;
  readonly channelId: string;
  readonly token: string;
  /** The Authorization header that carries `token`. */
  readonly auth: { readonly authorization: string };
}

/** A token of the demo channel from the test control: with `scopes` (e.g. `youtube.readonly`), else every one. */
export async function demoGrant(emulator: string, scopes?: readonly string[]): Promise<DemoGrant> {
  const info = await demoInfo(emulator);
  const minted = await fetch(`${emulator}/_emulator/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...demoControl },
    body: JSON.stringify({ channelId: info.demo.channelId, ...(scopes ? { scopes } : {}) }),
  });
  if (!minted.ok) throw new Error(`minting a demo token answered ${minted.status}: ${await minted.text()}`);
  const { access_token: token } = (await minted.json()) as { access_token: string };
  return {
    emulator,
    dataApiBaseUrl: info.dataApiBaseUrl,
    channelId: info.demo.channelId,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}

/** A Data API GET as the demo channel with a read-only token: its JSON answer. */
export async function readDemoChannel<T>(emulator: string, pathAndQuery: string): Promise<T> {
  const grant = await demoGrant(emulator, ['youtube.readonly']);
  const answer = await fetch(`${grant.dataApiBaseUrl}${pathAndQuery}`, { headers: grant.auth });
  if (!answer.ok) throw new Error(`${pathAndQuery}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** The demo channel's uploads playlist as any client reads it: each item's title and video, newest first. */
export async function demoUploads(emulator: string): Promise<Array<{ title: string; videoId: string }>> {
  const channels = await readDemoChannel<{
    items: Array<{ contentDetails: { relatedPlaylists: { uploads: string } } }>;
  }>(emulator, '/channels?part=contentDetails&mine=true');
  const playlistId = channels.items[0]!.contentDetails.relatedPlaylists.uploads;
  const items = await readDemoChannel<{
    items: Array<{ snippet: { title: string; resourceId: { videoId: string } } }>;
  }>(emulator, `/playlistItems?part=snippet&maxResults=50&playlistId=${playlistId}`);
  return items.items.map((item) => ({ title: item.snippet.title, videoId: item.snippet.resourceId.videoId }));
}
