import { describe, expect, it } from 'vitest';
import { EventHub } from '../../../../electron/kernel/event-hub';
import { joinFeatureHandlers, startFeatures, stopFeatures, type Feature } from '../../../../electron/kernel/feature';

describe('features', () => {
  it('joins the handlers of every feature into one object', () => {
    const joined = joinFeatureHandlers([{ handlers: { a: () => 1 } }, { handlers: { b: () => 2 } }] as const);
    expect(joined.a()).toBe(1);
    expect(joined.b()).toBe(2);
  });

  it('refuses two features answering one call', () => {
    expect(() => joinFeatureHandlers([{ handlers: { a: () => 1 } }, { handlers: { a: () => 2 } }])).toThrow(
      'Two features answer the call a.',
    );
  });

  it('starts features in their order and stops them in the reverse one', async () => {
    const seen: string[] = [];
    const feature = (name: string): Feature => ({
      handlers: {},
      start: () => Promise.resolve(void seen.push(`start ${name}`)),
      stop: () => Promise.resolve(void seen.push(`stop ${name}`)),
    });
    const features = [feature('account'), { handlers: {} }, feature('uploads')];
    await startFeatures(features);
    await stopFeatures(features);
    expect(seen).toEqual(['start account', 'start uploads', 'stop uploads', 'stop account']);
  });
});

describe('EventHub.on', () => {
  it('hears only the event it names, with its payload', () => {
    const hub = new EventHub();
    const heard: boolean[] = [];
    const stop = hub.on('accounts.changed', ({ signedIn }) => heard.push(signedIn));
    hub.emit('app.notice', { level: 'warning', message: 'not for it' });
    hub.emit('accounts.changed', { signedIn: true });
    stop();
    hub.emit('accounts.changed', { signedIn: false });
    expect(heard).toEqual([true]);
  });
});
