import { describe, it, expect } from 'vitest';
import { FaultRegistry } from '../../../../../electron/emulator/faults/fault-registry';
import { faultSpecSchema } from '../../../../../electron/emulator/faults/fault-spec';

// Every kind but quotaExhausted and an immediate expireSession can be armed; these tests arm only those.
const armable = (input: unknown) => faultSpecSchema.parse(input) as Parameters<FaultRegistry['arm']>[0];

describe('faultSpecSchema', () => {
  it('fills defaults and refuses unknown kinds, fields and values', () => {
    expect(faultSpecSchema.parse({ kind: 'serverError', status: 503 })).toEqual({
      kind: 'serverError',
      status: 503,
      on: 'any',
      times: 1,
    });
    expect(faultSpecSchema.safeParse({ kind: 'serverError', status: 501 }).success).toBe(false);
    expect(faultSpecSchema.safeParse({ kind: 'dropConnection' }).success).toBe(false);
    expect(faultSpecSchema.safeParse({ kind: 'dropConnection', afterBytes: -1 }).success).toBe(false);
    expect(faultSpecSchema.safeParse({ kind: 'dropConnection', afterBytes: 5, afterbytes: 5 }).success).toBe(false);
    expect(faultSpecSchema.safeParse({ kind: 'meteorStrike' }).success).toBe(false);
    expect(faultSpecSchema.safeParse({ kind: 'expireSession', uploadId: 'x', all: true }).success).toBe(false);
  });
});

describe('FaultRegistry', () => {
  it('hits matching requests in arming order and disarms after `times` hits', () => {
    const faults = new FaultRegistry();
    const first = faults.arm(armable({ kind: 'serverError', status: 503, times: 2 }));
    faults.arm(armable({ kind: 'serverError', status: 500 }));
    expect(faults.take('serverError', { kind: 'data', uploadId: 'a' })?.id).toBe(first.id);
    expect(faults.take('serverError', { kind: 'statusCheck', uploadId: 'b' })?.id).toBe(first.id);
    expect(faults.take('serverError', { kind: 'sessionStart' })?.status).toBe(500);
    expect(faults.take('serverError', { kind: 'sessionStart' })).toBeUndefined();
  });

  it('respects the upload scope and the request kinds of each fault', () => {
    const faults = new FaultRegistry();
    faults.arm(armable({ kind: 'dropConnection', afterBytes: 10, uploadId: 'a' }));
    faults.arm(armable({ kind: 'serverError', status: 502, on: 'statusCheck' }));
    faults.arm(armable({ kind: 'partialStore', storeBytes: 1 }));
    expect(faults.take('dropConnection', { kind: 'data', uploadId: 'b' })).toBeUndefined();
    expect(faults.take('dropConnection', { kind: 'statusCheck', uploadId: 'a' })).toBeUndefined();
    expect(faults.take('dropConnection', { kind: 'data', uploadId: 'a' })?.afterBytes).toBe(10);
    expect(faults.take('serverError', { kind: 'data', uploadId: 'a' })).toBeUndefined();
    expect(faults.take('serverError', { kind: 'statusCheck', uploadId: 'a' })?.status).toBe(502);
    expect(faults.take('partialStore', { kind: 'simpleUpload' })).toBeUndefined();
    expect(faults.list()).toHaveLength(1);
    expect(faults.clear()).toBe(1);
    expect(faults.list()).toHaveLength(0);
  });

  it('disarms one fault by id', () => {
    const faults = new FaultRegistry();
    const armed = faults.arm(armable({ kind: 'statusRetryAfter', seconds: 3 }));
    expect(faults.disarm('nope')).toBe(false);
    expect(faults.disarm(armed.id)).toBe(true);
    expect(faults.take('statusRetryAfter', { kind: 'statusCheck' })).toBeUndefined();
  });
});
