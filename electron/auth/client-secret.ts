// Reads the client_secret*.json a user downloads from the cloud console. Only the "installed" (desktop) kind fits
// a loopback flow; a "web" client would need a registered https redirect, so it is refused with a pointer.
import { z } from 'zod';
import { DeskError } from '../ipc/desk-error';
import { say } from '../language/say';
import { ACCOUNT_REFUSALS } from './auth-messages';

const installedSchema = z.object({
  client_id: z.string().min(1).max(512),
  client_secret: z.string().min(1).max(512),
  project_id: z.string().max(512).optional(),
  auth_uri: z.url().optional(),
  token_uri: z.url().optional(),
  redirect_uris: z.array(z.string()).optional(),
});

export interface OAuthClient {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly projectId?: string;
}

export function parseClientSecretJson(text: string): OAuthClient {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new DeskError('client-secret-invalid', say(ACCOUNT_REFUSALS.notJson));
  }
  if (raw && typeof raw === 'object' && 'web' in raw && !('installed' in raw)) {
    throw new DeskError('client-secret-web', say(ACCOUNT_REFUSALS.webClient));
  }
  const installed = z.object({ installed: installedSchema }).safeParse(raw);
  if (!installed.success) {
    throw new DeskError('client-secret-invalid', say(ACCOUNT_REFUSALS.notClientFile));
  }
  const { client_id, client_secret, project_id } = installed.data.installed;
  return { clientId: client_id, clientSecret: client_secret, ...(project_id ? { projectId: project_id } : {}) };
}
