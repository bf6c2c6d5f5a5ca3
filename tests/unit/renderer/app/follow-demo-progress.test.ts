// The demo checklist's steps tick from the app shell, whether or not the checklist is shown: opening Rate limits, or
// a step's method counted in today's quota; an own channel ticks nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountView } from '../../../../shared/ipc/accounts';
import type { QuotaView } from '../../../../shared/ipc/quota';

vi.mock('../../../../renderer/desk/desk', () => ({
  desk: { call: () => Promise.reject(new Error('not in this test')), on: () => () => undefined },
}));

const { followDemoProgress } = await import('../../../../renderer/app/follow-demo-progress');
const { useAccount } = await import('../../../../renderer/stores/account-store');
const { useDemoTips } = await import('../../../../renderer/stores/demo-tips-store');
const { useNavigation } = await import('../../../../renderer/stores/navigation-store');
const { useQuota } = await import('../../../../renderer/stores/quota-store');

const signedIn = (kind: 'demo' | 'oauth') => ({ kind }) as unknown as AccountView;

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  useDemoTips.setState({ done: [], hidden: false });
  useNavigation.setState({ screen: 'uploads' });
  useQuota.setState({ view: undefined });
});

describe('followDemoProgress', () => {
  it('ticks the rules step when Rate limits opens, with the checklist hidden', () => {
    useAccount.setState({ account: signedIn('demo') });
    useDemoTips.setState({ hidden: true });
    stop = followDemoProgress();
    expect(useDemoTips.getState().done).toEqual([]);
    useNavigation.getState().show('rateLimits');
    expect(useDemoTips.getState().done).toEqual(['rules']);
  });

  it("ticks a step when today's quota counts its method", () => {
    useAccount.setState({ account: signedIn('demo') });
    stop = followDemoProgress();
    useQuota.setState({ view: { byMethod: { 'videos.insert': 1 } } as unknown as QuotaView });
    expect(useDemoTips.getState().done).toEqual(['upload']);
  });

  it('ticks nothing for an own channel', () => {
    useAccount.setState({ account: signedIn('oauth') });
    stop = followDemoProgress();
    useNavigation.getState().show('rateLimits');
    expect(useDemoTips.getState().done).toEqual([]);
  });
});
