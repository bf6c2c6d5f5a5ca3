// The brandPartner part of videos (2026-07-07 in the revision history): a creator links a brand partner by its
// channel id or its handle, and the platform keeps (and answers) the channel id. A handle no channel has is refused.
import { ApiError } from '../errors/api-error';
import type { VideoBrandPartnerMetadata } from '../video-metadata-validation';

export function resolveBrandPartner(
  partner: VideoBrandPartnerMetadata | undefined,
  channelIdOfHandle: (handle: string) => string | undefined,
): { readonly channelId: string } | undefined {
  if (!partner) return undefined;
  if (partner.channelId) return { channelId: partner.channelId };
  if (!partner.channelHandle) return undefined;
  const channelId = channelIdOfHandle(partner.channelHandle);
  if (!channelId) {
    throw new ApiError(400, 'invalidValue', `No channel has the handle ${partner.channelHandle}.`, {
      domain: 'youtube.video',
      location: 'brandPartner.channelHandle',
      locationType: 'parameter',
    });
  }
  return { channelId };
}
