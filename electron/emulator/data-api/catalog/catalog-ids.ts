// Ids in the shapes the platform gives them: opaque base64url strings, channel sections prefixed by their channel.
import { randomBytes } from 'node:crypto';

export function captionId(): string {
  return `AUieDa${randomBytes(30).toString('base64url')}`;
}

export function sectionId(channelId: string): string {
  return `${channelId}.${randomBytes(8).toString('base64url')}`;
}

export function subscriptionId(): string {
  return randomBytes(32).toString('base64url');
}

export function bannerId(): string {
  return `AMLnZu${randomBytes(24).toString('base64url')}`;
}
