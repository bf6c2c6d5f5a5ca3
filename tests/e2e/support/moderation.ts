// The Comments screen from a spec's side: opening it from the sidebar, the comments a row shows, and what the demo
// emulator's test control says of them (a comment's true status, the moderation calls it received).
import { expect, type Page } from '@playwright/test';
import { control } from './emulator-control';

/** One `comments.setModerationStatus` call as the emulator logged it. */
export interface LoggedModerationCall {
  ids: string[];
  moderationStatus?: string;
  banAuthor?: boolean;
  status: number;
}

/** The comment's status at the emulator, whoever asks. */
export async function trueStatus(emulator: string, id: string): Promise<string> {
  return (await control<{ moderationStatus: string }>(emulator, 'GET', `/comments/${id}`)).moderationStatus;
}

/** Every moderation call the emulator received, in order. */
export async function moderationCalls(emulator: string): Promise<LoggedModerationCall[]> {
  return (
    await control<{ calls: LoggedModerationCall[] }>(
      emulator,
      'GET',
      '/comments/calls?method=comments.setModerationStatus',
    )
  ).calls;
}

/** Opens the app and goes to Comments through the sidebar, as a creator arrives there; waits for the first row. */
export async function openComments(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Comments' }).click();
  await expect(page.getByRole('heading', { name: 'Comments', level: 1 })).toBeVisible();
  await expect(page.getByTestId('comment-row').first()).toBeVisible();
}

/** The comment id of the row at `index` (in list order). */
export async function rowId(page: Page, index: number): Promise<string> {
  return (await page.getByTestId('comment-row').nth(index).getAttribute('data-comment-id'))!;
}
