// Who may train AI models on a video (videoTrainability.get, discovery revision 20260924): the creator's third-party
// training setting as the platform applies it to one video. The guide (youtube/data/video-trainability/guides/get,
// read 2026-12-07) says `permitted` is "all", "none" or the parties the creator allowed; the reference page answers
// ["None"] for a video it cannot find or show, which reads as nobody.

export type VideoTrainability =
  | { readonly kind: 'all' }
  | { readonly kind: 'none' }
  | { readonly kind: 'parties'; readonly parties: readonly string[] };

/** The platform's `permitted` list as what a creator reads; an empty list permits nobody. */
export function trainabilityOf(permitted: readonly string[]): VideoTrainability {
  const words = permitted.map((party) => party.trim()).filter((party) => party !== '');
  if (words.some((party) => party.toLowerCase() === 'all')) return { kind: 'all' };
  const parties = words.filter((party) => party.toLowerCase() !== 'none');
  return parties.length === 0 ? { kind: 'none' } : { kind: 'parties', parties };
}

/**
 * Where the channel-wide setting is changed: the studio's Settings, Channel, Advanced settings, "Third-party
 * training" (support.google.com/youtube/answer/15509944, "Allow third-party training", read 2026-12-07). The studio
 * has no address of that tab of its own, so the link opens the studio.
 */
export const THIRD_PARTY_TRAINING_STUDIO_URL = 'https://studio.youtube.com/';
