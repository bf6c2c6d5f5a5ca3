import { describe, expect, it, vi } from 'vitest';

// The comparison must go through node's constant-time primitive, on inputs of one length whatever was presented:
// a plain === or an early length check would let a caller find the secret by timing refusals.
const { timingSafeEqual } = vi.hoisted(() => ({ timingSafeEqual: vi.fn() }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  timingSafeEqual.mockImplementation(actual.timingSafeEqual);
  return { ...actual, timingSafeEqual };
});

const { isControlSecret, newControlSecret } = await import('../../../../electron/emulator/door/control-secret');
const { controlSecretProblem } = await import('../../../../shared/platform/emulator-control');

describe("the emulator's control secret", () => {
  it('is compared in constant time, on equal lengths, once for every presented value', () => {
    const known = newControlSecret();
    const presented = ['', 'x', known.slice(0, -1), `${known}x`, known.toUpperCase(), 'y'.repeat(10_000), known];
    timingSafeEqual.mockClear();
    const verdicts = presented.map((value) => isControlSecret(value, known));
    expect(verdicts).toEqual([false, false, false, false, false, false, true]);
    expect(timingSafeEqual).toHaveBeenCalledTimes(presented.length);
    for (const [left, right] of timingSafeEqual.mock.calls as Array<[Buffer, Buffer]>) {
      expect(left.length).toBe(right.length);
    }
  });

  it('is made at random, 256 bits, fit for a header', () => {
    const made = new Set(Array.from({ length: 50 }, () => newControlSecret()));
    expect(made.size).toBe(50);
    for (const secret of made) {
      expect(secret).toMatch(/^[\w-]{43}$/);
      expect(controlSecretProblem(secret)).toBeUndefined();
    }
  });

  it('a chosen one must be able to travel in a header', () => {
    for (const bad of ['', 'two words', 'line\nbreak', 'é', 'x'.repeat(257)]) {
      expect(controlSecretProblem(bad), JSON.stringify(bad)).toMatch(/visible ASCII/);
    }
    expect(controlSecretProblem('given-secret-123')).toBeUndefined();
  });
});
