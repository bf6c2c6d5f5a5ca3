// What becomes of an upload and its altered or synthetic content answer: its own answer goes; without one, the
// creator's choice gives it, and while there is no choice (or the choice is to hold) the upload waits, saying why.
import { describe, expect, it } from 'vitest';
import { disclosureFor } from '../../../../shared/uploads/synthetic-media';

describe('disclosureFor', () => {
  const metadata = { snippet: { title: 't' }, status: { privacyStatus: 'private' as const } };

  it("sends the upload's own answer whatever the choice, and the choice's answer for one without", () => {
    const own = { ...metadata, status: { ...metadata.status, containsSyntheticMedia: false } };
    expect(disclosureFor(own, undefined, 'a.mp4')).toEqual({ kind: 'send', metadata: own });
    const yes = disclosureFor(metadata, 'yes', 'a.mp4');
    expect(yes.kind === 'send' && yes.metadata.status.containsSyntheticMedia).toBe(true);
  });

  it('holds one without an answer under "hold" and while nothing was chosen, saying which', () => {
    const held = disclosureFor(metadata, 'hold', 'a.mp4');
    expect(held.kind === 'hold' && held.message).toContain('you chose to hold');
    const unchosen = disclosureFor(metadata, undefined, 'a.mp4');
    expect(unchosen.kind === 'hold' && unchosen.message).toContain('not chosen yet');
  });
});
