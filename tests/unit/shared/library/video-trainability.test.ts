// videoTrainability.get's `permitted` as a creator reads it: everyone, nobody, or the parties named.
import { describe, expect, it } from 'vitest';
import { trainabilityOf } from '../../../../shared/library/video-trainability';

describe('trainabilityOf', () => {
  it('reads "all" and "none" as the guide writes them', () => {
    expect(trainabilityOf(['all'])).toEqual({ kind: 'all' });
    expect(trainabilityOf(['none'])).toEqual({ kind: 'none' });
  });

  it('reads the reference page\'s ["None"] for an unknown video, and an empty list, as nobody', () => {
    expect(trainabilityOf(['None'])).toEqual({ kind: 'none' });
    expect(trainabilityOf([])).toEqual({ kind: 'none' });
    expect(trainabilityOf(['  '])).toEqual({ kind: 'none' });
  });

  it("keeps the parties named, in the platform's order", () => {
    expect(trainabilityOf(['Example Research Lab', 'Sample AI Company'])).toEqual({
      kind: 'parties',
      parties: ['Example Research Lab', 'Sample AI Company'],
    });
  });
});
