// The quota meter's names ("<channel> on <service>") are said in the language in force: a change of language tells
// the meter again, so a page shows them in the new language without a reload; stopped, the feature no longer does.
import { describe, expect, it } from 'vitest';
import { EventHub } from '../../../../electron/kernel/event-hub';
import type { FeatureContext } from '../../../../electron/kernel/feature';
import { createQuotaFeature } from '../../../../electron/quota/quota-feature';
import type { QuotaService } from '../../../../electron/quota/quota-service';

describe('the quota feature', () => {
  it('tells the meter again when the language changes, until it stops', async () => {
    const events = new EventHub();
    let told = 0;
    const quota = {
      start: () => undefined,
      stop: () => Promise.resolve(),
      changed: () => (told += 1),
    } as unknown as QuotaService;
    const feature = createQuotaFeature({ events } as unknown as FeatureContext, { quota });
    await feature.start();
    events.emit('language.changed', { choice: 'de' });
    expect(told).toBe(1);
    await feature.stop();
    events.emit('language.changed', { choice: 'ja' });
    expect(told).toBe(1);
  });
});
