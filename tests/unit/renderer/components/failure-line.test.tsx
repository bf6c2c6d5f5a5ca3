// A failure line offers what its kind allows: "Try again" only where trying again can work, when a quota refusal
// lifts instead, the screen that fixes a dead sign-in or a refused token, the log for a bug.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { FailureLine } from '../../../../renderer/components/FailureLine';
import { wayOutOf } from '../../../../renderer/components/failure-way-out';
import { DeskCallError } from '../../../../renderer/desk/desk-client';
import { failureOf } from '../../../../renderer/desk/failure';
import type { DeskErrorCode } from '../../../../shared/ipc';
import { FIRST_SCREEN, useNavigation } from '../../../../renderer/stores/navigation-store';

// 01:00 UTC on 15 January is 17:00 on the 14th in California: the quota resets at 08:00 UTC, 7 hours on.
const NOW = Date.parse('2026-01-15T01:00:00Z');

const refusal = (code: DeskErrorCode, message: string) => failureOf(new DeskCallError({ code, message }), NOW);

function render(code: DeskErrorCode, message: string, now = NOW) {
  return renderToStaticMarkup(
    <FailureLine failure={refusal(code, message)} onRetry={() => undefined} now={now} timeZone="UTC" />,
  );
}

afterEach(() => useNavigation.setState({ screen: FIRST_SCREEN, tokenFormWanted: false }));

describe('FailureLine', () => {
  it('offers "Try again" for a network failure', () => {
    const html = render('network', 'The service could not be reached.');
    expect(html).toContain('role="alert"');
    expect(html).toContain('The service could not be reached.');
    expect(html).toContain('>Try again</button>');
  });

  it('says when a quota refusal resets, and offers no "Try again" before then', () => {
    const html = render('quota-exceeded', 'The daily API quota is used up.');
    expect(html).toContain('The daily API quota is used up.');
    expect(html).toMatch(/Quota resets at 8:00\sAM \(midnight Pacific\), in 7 h\./);
    expect(html).not.toContain('Try again');
    expect(html).not.toContain('<button');
  });

  it('offers the retry again once the quota has reset', () => {
    const html = render('quota-exceeded', 'The daily API quota is used up.', Date.parse('2026-01-15T08:00:01Z'));
    expect(html).toContain('The limit has lifted');
    expect(html).toContain('>Try again</button>');
  });

  it('sends a dead sign-in to Accounts instead of retrying, and leaves the button out on Accounts', () => {
    const html = render('reconnect-required', 'Sign in again.');
    expect(html).toContain('>Open Accounts</button>');
    expect(html).not.toContain('Try again');
    useNavigation.setState({ screen: 'accounts' });
    expect(render('reconnect-required', 'Sign in again.')).not.toContain('<button');
  });

  it('sends a refused token to the token form, unless the line is beside it', () => {
    expect(render('token-rejected', 'The token was refused.')).toContain('>Add a token</button>');
    const beside = renderToStaticMarkup(<FailureLine failure={refusal('token-rejected', 'Refused.')} fixedHere />);
    expect(beside).not.toContain('<button');
  });

  it('shows only the message for input to fix and for facts', () => {
    expect(render('rejected', 'The title is too long.')).not.toContain('<button');
    expect(render('not-found', 'That playlist is gone.')).not.toContain('<button');
  });

  it('says where the log is for a bug', () => {
    const html = render('internal', 'Something went wrong inside Channel Desk.');
    expect(html).toContain('log');
    expect(html).toContain('terminal');
    expect(html).not.toContain('Try again');
  });

  it('names the retry as the screen asks, and disables it while busy', () => {
    const html = renderToStaticMarkup(
      <FailureLine failure={refusal('network', 'Offline.')} retryLabel="Reload sections" onRetry={() => 0} disabled />,
    );
    expect(html).toContain('disabled="">Reload sections</button>');
  });
});

describe('wayOutOf', () => {
  it('opens Accounts for a sign-in failure', () => {
    wayOutOf('sign-in')!.open();
    expect(useNavigation.getState().screen).toBe('accounts');
  });

  it('opens Rate limits with its token form for a refused token', () => {
    wayOutOf('new-token')!.open();
    expect(useNavigation.getState()).toMatchObject({ screen: 'rateLimits', tokenFormWanted: true });
  });

  it('has no screen for a failure fixed where it happened', () => {
    expect(wayOutOf('retry')).toBeUndefined();
    expect(wayOutOf('wait')).toBeUndefined();
  });
});
