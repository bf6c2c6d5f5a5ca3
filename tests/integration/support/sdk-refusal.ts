// What the official client's error says of a refusal: the HTTP status and the first error's reason and domain, the
// three things the platform's reference pages name for each refusal.
import { GaxiosError } from 'gaxios';
import { expect } from 'vitest';

export interface Refusal {
  readonly status: number;
  readonly reason: string;
  readonly domain: string;
}

/** Awaits a call that must be refused; fails the test if it succeeds or fails other than with an HTTP answer. */
export async function refusalOf(promise: Promise<unknown>): Promise<Refusal> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(GaxiosError);
    const gaxios = error as GaxiosError;
    const first = (gaxios.response?.data as { error?: { errors?: Array<{ reason?: string; domain?: string }> } })?.error
      ?.errors?.[0];
    return { status: gaxios.response?.status ?? 0, reason: first?.reason ?? '', domain: first?.domain ?? '' };
  }
  throw new Error('expected the call to be refused');
}
