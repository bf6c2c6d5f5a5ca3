// What an action will cost in quota units, said before it is done ("Adds 3 videos: 150 units"), with a warning when
// it is more than what is left today. Screens give the method and how many calls the action makes.
import { quotaCostOf } from '../../shared/platform/quota-costs';
import { unitsLeft, useQuota } from '../stores/quota-store';

const numbers = new Intl.NumberFormat('en-US');

export function formatUnits(units: number): string {
  return `${numbers.format(units)} ${units === 1 ? 'unit' : 'units'}`;
}

/** The units of `calls` calls of `method` (`playlistItems.insert`). */
export function actionCost(method: string, calls = 1): number {
  return quotaCostOf(method) * calls;
}

/** "Adds 3 videos: 150 units", plus what is wrong with it when today's budget cannot cover it. */
export function quotaCostText(action: string, units: number, left: number | undefined): string {
  const cost = `${action}: ${formatUnits(units)}`;
  if (left === undefined || units <= left) return cost;
  return `${cost}, more than the ${formatUnits(left)} left today; the platform may refuse part of it until midnight Pacific time.`;
}

export interface QuotaCostProps {
  /** What the action does, e.g. "Adds 3 videos". */
  readonly action: string;
  /** The Data API method each call uses, e.g. `playlistItems.insert`. */
  readonly method: string;
  /** How many calls the action makes (one per video added, one per batch of 50 comments…). */
  readonly calls?: number;
  /** A call made once before the others, e.g. `channels.list` to look a handle up. */
  readonly first?: string;
  readonly id?: string;
}

export function QuotaCostView({
  action,
  units,
  left,
  id,
}: {
  action: string;
  units: number;
  left: number | undefined;
  id?: string | undefined;
}) {
  const over = left !== undefined && units > left;
  return (
    <span id={id} className={over ? 'quota-cost warning' : 'quota-cost muted'}>
      {quotaCostText(action, units, left)}
    </span>
  );
}

export function QuotaCost({ action, method, calls = 1, first, id }: QuotaCostProps) {
  const left = unitsLeft(useQuota((state) => state.view));
  const units = actionCost(method, calls) + (first === undefined ? 0 : actionCost(first));
  return <QuotaCostView id={id} action={action} units={units} left={left} />;
}
