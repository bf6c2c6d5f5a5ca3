// The bodies of the test control's quota routes: what each project has used of each bucket today, the channels'
// uploads against their own cap, and the settings tests change (limits, the cap) or the faults they arm (a bucket
// exhausted for the rest of the day). `used` and `limit` at the top are the default project's shared units, as
// before the platform had buckets, so a caller that only knows units still reads the right figure. Each project lists
// its channels' shares (what each channel's calls cost it).
import { z } from 'zod';
import { QUOTA_BUCKETS, type QuotaBucket } from '../../../shared/platform/quota-costs';
import type { PlatformQuota } from '../data-api/platform-quota';

const limit = z.number().int().min(0).max(1e12);
const bucket = z.enum(QUOTA_BUCKETS as [QuotaBucket, ...QuotaBucket[]]);

export const quotaSettingsSchema = z
  .strictObject({
    /** The shared units bucket's daily limit (the only setting before buckets). */
    limit: limit.optional(),
    limits: z.strictObject({ uploads: limit, search: limit, units: limit, stats: limit }).partial().optional(),
    uploadCapPerChannel: z.number().int().min(0).max(1e9).optional(),
  })
  .refine((settings) => Object.keys(settings).length > 0, 'name at least one setting');

export const quotaExhaustSchema = z
  .strictObject({ bucket: bucket.optional(), clientId: z.string().min(1).optional() })
  .default({});

export function applyQuotaSettings(quota: PlatformQuota, settings: z.infer<typeof quotaSettingsSchema>): void {
  quota.setLimits({ ...settings.limits, ...(settings.limit === undefined ? {} : { units: settings.limit }) });
  if (settings.uploadCapPerChannel !== undefined) quota.uploadCap.perChannel = settings.uploadCapPerChannel;
}

export function exhaustQuota(quota: PlatformQuota, fault: z.infer<typeof quotaExhaustSchema>): void {
  quota.exhaust({
    ...(fault.bucket ? { bucket: fault.bucket } : {}),
    ...(fault.clientId ? { project: fault.clientId } : {}),
  });
}

export function resetQuota(quota: PlatformQuota): void {
  quota.reset();
  quota.uploadCap.reset();
}

export function quotaView(quota: PlatformQuota) {
  const buckets = quota.buckets();
  return {
    used: buckets.units.used,
    limit: buckets.units.limit,
    buckets,
    ...quota.period(),
    projects: quota.projects().map((clientId) => ({
      clientId,
      buckets: quota.buckets(clientId),
      channels: quota.channelShares(clientId),
    })),
    uploadCap: { perChannel: quota.uploadCap.perChannel, uploadsToday: quota.uploadCap.counts() },
  };
}
