import { describe, expect, it } from 'vitest';
import { errorKindOf } from '../../../../renderer/desk/error-kinds';
import { deskErrorCodes, type DeskErrorCode } from '../../../../shared/ipc';

describe('errorKindOf', () => {
  it('decides a treatment for every code of the union', () => {
    const kinds = new Set(deskErrorCodes.map((code) => errorKindOf(code)));
    expect([...kinds].sort()).toEqual(['fix-input', 'new-token', 'report', 'retry', 'show-message', 'sign-in', 'wait']);
  });

  it('sends the user where the failure can be fixed', () => {
    const cases: ReadonlyArray<readonly [DeskErrorCode, ReturnType<typeof errorKindOf>]> = [
      ['reconnect-required', 'sign-in'],
      ['scope-missing', 'sign-in'],
      ['token-rejected', 'new-token'],
      ['permission-denied', 'new-token'],
      ['quota-exceeded', 'wait'],
      ['network', 'retry'],
      ['disconnected', 'retry'],
      ['invalid-rule', 'fix-input'],
      ['rejected', 'fix-input'],
      ['upload-finished', 'show-message'],
      ['internal', 'report'],
    ];
    for (const [code, kind] of cases) expect(errorKindOf(code), code).toBe(kind);
  });

  it('refuses a code that only a cast could bring in', () => {
    expect(() => errorKindOf('quotaExceeded' as DeskErrorCode)).toThrow(/quotaExceeded/);
  });
});
