// Whose quota a call spends: the signed-in channel at the Data API it talks to, so the demo workspace's count and a
// real channel's never mix, nor one channel's on two services. The key stays when the channel is renamed.
import type { AccountView } from '../../shared/ipc/accounts';

export interface QuotaAccount {
  /** Where the ledger keeps the count: channel id and service host. */
  readonly key: string;
  /** What the meter shows. */
  readonly label: string;
}

export function quotaAccountOf(account: AccountView | null, dataApiBaseUrl: string): QuotaAccount | null {
  if (!account) return null;
  let service = dataApiBaseUrl;
  try {
    service = new URL(dataApiBaseUrl).host;
  } catch {
    // An unusual address is still a distinct service: keep it as written.
  }
  return { key: `${account.channel.id} on ${service}`, label: `${account.channel.title} on ${service}` };
}
