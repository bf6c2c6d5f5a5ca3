// A banner uploaded (channelBanners.insert) whose second step (channels.update with bannerExternalUrl) has not
// succeeded yet, per channel, kept in the data dir: after a failed second step, even across a restart of the app,
// the banner is applied without sending the image again (and without spending the upload's quota twice).
import { join } from 'node:path';
import { z } from 'zod';
import type { BannerView } from '../../shared/ipc/channel';
import { ChannelMemory } from '../files/channel-memory';

const PENDING_BANNERS_FILE = join('channel', 'pending-banners.json');

const bannerSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

export function pendingBannersIn(dataDir: string): ChannelMemory<BannerView> {
  return new ChannelMemory<BannerView>(join(dataDir, PENDING_BANNERS_FILE), bannerSchema);
}
