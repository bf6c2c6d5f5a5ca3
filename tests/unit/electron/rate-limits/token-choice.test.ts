import { describe, expect, it } from 'vitest';
import { chooseToken } from '../../../../electron/rate-limits/token-choice';

const HERE = 'http://127.0.0.1:4000/client/v4';
const ELSEWHERE = 'https://api.example.com/client/v4';
const user = (apiBaseUrl: string) => ({ token: 'user-token', apiBaseUrl });
const demo = (apiBaseUrl: string) => ({ token: 'demo-token', apiBaseUrl });

describe('chooseToken', () => {
  it("prefers the user's token bound to the address in force", () => {
    expect(chooseToken(HERE, user(HERE), demo(HERE))).toEqual({
      token: 'user-token',
      apiBaseUrl: HERE,
      source: 'user',
    });
  });

  it("takes the demo token when the user's is bound elsewhere or absent", () => {
    expect(chooseToken(HERE, user(ELSEWHERE), demo(HERE))?.source).toBe('demo');
    expect(chooseToken(HERE, undefined, demo(HERE))).toEqual({ token: 'demo-token', apiBaseUrl: HERE, source: 'demo' });
  });

  it("never answers a demo token bound elsewhere; a user's token bound elsewhere is answered with its own address", () => {
    expect(chooseToken(HERE, undefined, demo(ELSEWHERE))).toBeUndefined();
    expect(chooseToken(HERE, user(ELSEWHERE), demo(ELSEWHERE))).toEqual({
      token: 'user-token',
      apiBaseUrl: ELSEWHERE,
      source: 'user',
    });
  });
});
