// The watched folders section as the page shows it: browser mode's refusal becomes the note that folders need the
// desktop app (not an error to retry); on the desktop, each folder with its state, counts and choices, a folder
// dialog cancelled adds nothing, and a refused change is kept as a failure.
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WatchedFolderView } from '../../../../../shared/watched-folders/watched-folder';
import { WATCHED_FOLDERS_NEED_DESKTOP } from '../../../../../shared/watched-folders/watched-folder';
import { inLanguage } from '../../../../support/intl';

vi.mock('../../../../../renderer/desk/desk', () =>
  import('../../../support/scripted-desk').then((scripted) => scripted.deskModule),
);

const { pendingCalls } = await import('../../../support/scripted-desk');
const { DeskCallError } = await import('../../../../../renderer/desk/desk-client');
const { useWatchedFolders } = await import('../../../../../renderer/screens/uploads/watched-folders-store');
const { WatchedFoldersView } = await import('../../../../../renderer/screens/uploads/WatchedFoldersSection');

const folder = (patch: Partial<WatchedFolderView> = {}): WatchedFolderView => ({
  id: 'f1',
  path: '/home/me/Exports',
  onArrival: 'hold',
  templateId: null,
  includeSubfolders: false,
  state: 'watching',
  settling: 0,
  enqueued: 0,
  ...patch,
});

/** The section as the page would draw it from the store now. */
function shown(channels?: Parameters<typeof WatchedFoldersView>[0]['channels']): string {
  const { folders, unavailable, loadFailure } = useWatchedFolders.getState();
  return renderToStaticMarkup(
    inLanguage(
      <WatchedFoldersView
        folders={folders}
        unavailable={unavailable}
        loadFailure={loadFailure}
        {...(channels ? { channels } : {})}
        onRetry={() => undefined}
      />,
    ),
  );
}

async function answer(name: string, settle: (call: (typeof pendingCalls)[number]) => void): Promise<unknown> {
  await vi.waitFor(() => expect(pendingCalls[0]).toBeDefined());
  const call = pendingCalls.shift()!;
  expect(call.name).toBe(name);
  settle(call);
  return call.input;
}

beforeEach(() => {
  pendingCalls.length = 0;
  useWatchedFolders.setState({ folders: undefined, unavailable: undefined, loadFailure: undefined });
});

describe('the watched folders section', () => {
  it("shows browser mode's refusal as the note, with nothing to add a folder with", async () => {
    const loading = useWatchedFolders.getState().load();
    await answer('watchedFolders.list', (call) =>
      call.reject(new DeskCallError({ code: 'desktop-only', message: WATCHED_FOLDERS_NEED_DESKTOP })),
    );
    await loading;
    expect(useWatchedFolders.getState()).toMatchObject({
      unavailable: WATCHED_FOLDERS_NEED_DESKTOP,
      loadFailure: undefined,
    });
    const html = shown();
    expect(html).toContain('Watched folders need the desktop app');
    expect(html).not.toContain('Add a folder');
  });

  it('keeps another failure to read the list as a failure to retry', async () => {
    const loading = useWatchedFolders.getState().load();
    await answer('watchedFolders.list', (call) =>
      call.reject(new DeskCallError({ code: 'disconnected', message: 'Lost the host.' })),
    );
    await loading;
    expect(useWatchedFolders.getState().loadFailure).toMatchObject({ code: 'disconnected', kind: 'retry' });
    expect(shown()).toContain('The watched folders could not be read: Lost the host.');
  });

  it('lists each folder with its state, what it enqueued and what is still being written', () => {
    useWatchedFolders.setState({
      folders: [
        folder({ enqueued: 3, settling: 1 }),
        folder({
          id: 'f2',
          path: '/mnt/card/DCIM',
          state: 'missing',
          problem: '/mnt/card/DCIM is not there (moved, deleted, or its drive is not connected).',
          enqueued: 1,
          onArrival: 'start',
        }),
      ],
    });
    const html = shown();
    expect(html).toContain('/home/me/Exports');
    expect(html).toContain('Watching');
    expect(html).toContain('3 files enqueued; 1 still being written');
    expect(html).toContain('Missing');
    expect(html).toContain('its drive is not connected');
    expect(html).toContain('1 file enqueued');
    expect(html).toContain('No template');
    expect(html).toContain('Stop watching /home/me/Exports');
  });

  it("names each folder's channel, and leaves another channel's template to be changed while it is chosen", () => {
    useWatchedFolders.setState({
      folders: [
        folder({ channelId: 'UCmain' }),
        folder({ id: 'f2', path: '/home/me/Clips', channelId: 'UCclips', templateId: 'tClips' }),
        folder({ id: 'f3', path: '/home/me/Old', channelId: 'UCgone' }),
      ],
    });
    const html = shown({ titles: { UCmain: 'Main channel', UCclips: 'Clips channel' }, chosenId: 'UCmain' });
    const rows = html.split('<li class="up-watched-row">').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('Queues for Main channel (chosen now)');
    expect(rows[0]).not.toContain('disabled');
    expect(rows[1]).toContain('Queues for Clips channel<');
    expect(rows[1]).toMatch(/<select[^>]*disabled/);
    expect(rows[1]).toContain('Choose Clips channel in the switcher to change the template of this folder.');
    expect(rows[2]).toContain('Queues for a channel no longer signed in here');
  });

  it('adds a folder through the dialog, and adds nothing when the dialog is cancelled', async () => {
    useWatchedFolders.setState({ folders: [] });
    const cancelled = useWatchedFolders.getState().add({ existing: 'ignore', onArrival: 'hold', templateId: null });
    await answer('watchedFolders.add', (call) => call.resolve(null));
    expect(await cancelled).toBeUndefined();
    expect(useWatchedFolders.getState().folders).toEqual([]);

    const added = useWatchedFolders.getState().add({ existing: 'enqueue', onArrival: 'start', templateId: null });
    const input = await answer('watchedFolders.add', (call) => call.resolve(folder({ onArrival: 'start' })));
    expect(input).toEqual({ existing: 'enqueue', onArrival: 'start', templateId: null });
    expect(await added).toBeUndefined();
    expect(useWatchedFolders.getState().folders).toEqual([folder({ onArrival: 'start' })]);
  });

  it('keeps a refused change as a failure and the folder as it was', async () => {
    useWatchedFolders.setState({ folders: [folder()] });
    const updating = useWatchedFolders.getState().update({ id: 'f1', onArrival: 'start' });
    await answer('watchedFolders.update', (call) =>
      call.reject(new DeskCallError({ code: 'not-found', message: 'This folder is no longer watched.' })),
    );
    expect(await updating).toMatchObject({ code: 'not-found', message: 'This folder is no longer watched.' });
    expect(useWatchedFolders.getState().folders).toEqual([folder()]);

    const removing = useWatchedFolders.getState().remove('f1');
    await answer('watchedFolders.remove', (call) => call.resolve(undefined));
    expect(await removing).toBeUndefined();
    expect(useWatchedFolders.getState().folders).toEqual([]);
  });
});
