// Ticks the demo checklist's steps the app sees done (a method of the step called today, or its screen opened where
// looking is the step) whether or not the checklist is shown or unfolded, so a step done while it was hidden, folded
// or not yet mounted still counts. Only in the demo workspace: an own channel's calls tick nothing.
import { observedDone } from '../screens/welcome/checklist-steps';
import { useAccount } from '../stores/account-store';
import { useDemoTips } from '../stores/demo-tips-store';
import { useNavigation } from '../stores/navigation-store';
import { useQuota } from '../stores/quota-store';

export function followDemoProgress(): () => void {
  const check = (): void => {
    if (useAccount.getState().account?.kind !== 'demo') return;
    const seen = observedDone(useQuota.getState().view?.byMethod, useNavigation.getState().screen);
    if (seen.length > 0) useDemoTips.getState().mark(seen);
  };
  check();
  const offs = [useAccount.subscribe(check), useQuota.subscribe(check), useNavigation.subscribe(check)];
  return () => offs.forEach((off) => off());
}
