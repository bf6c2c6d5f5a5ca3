// Whose quota a call spends: the signed-in channel at the Data API it talks to, so the demo workspace's count and a
// real channel's never mix, nor one channel's on two services. The key stays when the channel is renamed. The
// platform's quota itself is its Google Cloud project's (the OAuth client's), shared by every channel signed in
// through that client: the project names which channels' counts add up.
import type { AccountView } from '../../shared/ipc/accounts';
import { say } from '../language/say';
import { QUOTA_WORDS } from './quota-messages';

export interface QuotaAccount {
  /** Where the ledger keeps the count: channel id and service host. */
  readonly key: string;
  /** What the meter shows. */
  readonly label: string;
  /** The project whose buckets the account spends from: OAuth client id and service host. */
  readonly project: string;
  /** The project as the meter shows it. */
  readonly projectLabel: string;
}

export function quotaAccountOf(account: AccountView | null, dataApiBaseUrl: string): QuotaAccount | null {
  if (!account) return null;
  let service = dataApiBaseUrl;
  try {
    service = new URL(dataApiBaseUrl).host;
  } catch {
    // An unusual address is still a distinct service: keep it as written.
  }
  // Client ids end in a long, shared suffix that tells projects apart no better than the part before it.
  const client = account.clientId.replace(/\.apps\.googleusercontent\.com$/, '');
  return {
    key: `${account.channel.id} on ${service}`,
    label: say(QUOTA_WORDS.onService, { name: account.channel.title, service }),
    project: `${account.clientId} on ${service}`,
    projectLabel: say(QUOTA_WORDS.onService, { name: client, service }),
  };
}
