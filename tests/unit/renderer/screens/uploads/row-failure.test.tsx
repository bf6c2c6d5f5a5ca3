// A row action the main process refuses stays in its row as a failure line by kind: a quota refusal says when the
// quota resets instead of offering "Try again"; a dropped connection offers to do the same action again.
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeskErrorCode } from '../../../../../shared/ipc';
import type { UploadView } from '../../../../../shared/uploads/upload-view';
import { inLanguage } from '../../../../support/intl';

vi.mock('../../../../../renderer/desk/desk', () =>
  import('../../../support/scripted-desk').then((scripted) => scripted.deskModule),
);

const { pendingCalls } = await import('../../../support/scripted-desk');
const { DeskCallError } = await import('../../../../../renderer/desk/desk-client');
const { useUploads } = await import('../../../../../renderer/stores/uploads-store');
const { RowFailureView } = await import('../../../../../renderer/screens/uploads/RowFailure');

// 01:00 UTC on 15 January is 17:00 on the 14th in California: the quota resets at 08:00 UTC, 7 hours on.
const NOW = Date.parse('2026-01-15T01:00:00Z');

const waiting: UploadView = {
  id: 'u1',
  fileName: 'intro.mp4',
  sourceKind: 'path',
  totalBytes: 1000,
  mimeType: 'video/mp4',
  metadata: { snippet: { title: 'Intro' }, status: { privacyStatus: 'private' } },
  state: 'waiting-quota',
  bytesConfirmed: 0,
  canEditMetadata: false,
  createdAt: 1,
};

/** Presses "Try now" on the row and has the main process refuse it with `code`. */
async function resumeRefused(code: DeskErrorCode, message: string): Promise<void> {
  const resuming = useUploads.getState().act('u1', 'resume');
  await vi.waitFor(() => expect(pendingCalls[0]).toBeDefined());
  const call = pendingCalls.shift()!;
  expect(call).toMatchObject({ name: 'uploads.resume', input: { id: 'u1' } });
  call.reject(new DeskCallError({ code, message }));
  await resuming;
}

/** The row's failure line as the row shows it, told against NOW in UTC. */
function shown(): string {
  const rowFailure = useUploads.getState().rowFailures.u1;
  expect(rowFailure).toBeDefined();
  return renderToStaticMarkup(
    inLanguage(
      <RowFailureView
        rowFailure={rowFailure!}
        name="Intro"
        busy={false}
        onDismiss={() => undefined}
        now={NOW}
        timeZone="UTC"
      />,
    ),
  );
}

beforeEach(() => {
  vi.useRealTimers();
  pendingCalls.length = 0;
  useUploads.setState({ uploads: [waiting], rowFailures: {}, pending: {} });
});

describe('a refused upload action', () => {
  it('says when the quota resets when "Try now" is refused for quota, and offers no "Try again" before then', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await resumeRefused('quota-exceeded', 'The daily API quota is used up.');
    expect(useUploads.getState().rowFailures.u1?.failure).toMatchObject({
      code: 'quota-exceeded',
      kind: 'wait',
      retryAt: Date.parse('2026-01-15T08:00:00Z'),
    });

    const html = shown();
    expect(html).toContain('Intro could not be started: The daily API quota is used up.');
    expect(html).toMatch(/Quota resets at 8:00\sAM \(midnight Pacific\), in 7 h\./);
    expect(html).not.toContain('Try again');
    expect(html).toContain('>Dismiss</button>');
  });

  it('offers the same action again for a dropped connection; trying clears the line', async () => {
    await resumeRefused('network', 'The service could not be reached.');
    const html = shown();
    expect(html).toContain('Intro could not be started: The service could not be reached.');
    expect(html).toContain('>Try again</button>');

    const again = useUploads.getState().rowFailures.u1!.again();
    expect(useUploads.getState().rowFailures.u1).toBeUndefined();
    const call = pendingCalls.shift()!;
    expect(call).toMatchObject({ name: 'uploads.resume', input: { id: 'u1' } });
    call.resolve({ ...waiting, state: 'queued' });
    await again;
    expect(useUploads.getState().rowFailures).toEqual({});
  });

  it('stays in its own row, and a move refused keeps where it was going for the next try', async () => {
    await resumeRefused('network', 'The service could not be reached.');
    expect(Object.keys(useUploads.getState().rowFailures)).toEqual(['u1']);

    const moving = useUploads.getState().move('u1', 3);
    await vi.waitFor(() => expect(pendingCalls[0]).toBeDefined());
    pendingCalls.shift()!.reject(new DeskCallError({ code: 'invalid-position', message: 'No such place.' }));
    await moving;
    expect(useUploads.getState().rowFailures.u1).toMatchObject({ action: 'move', failure: { kind: 'fix-input' } });
    void useUploads.getState().rowFailures.u1!.again();
    expect(pendingCalls.shift()).toMatchObject({ name: 'uploads.move', input: { id: 'u1', toIndex: 3 } });
  });
});
