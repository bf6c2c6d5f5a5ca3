// The OAuth clients the emulated authorization server knows. The demo client is pre-approved (the demo workspace
// signs in without a click, through the very same PKCE flow); the sample client shows the consent page, as a user's
// own client does on the real service.
export interface OAuthClientRecord {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly name: string;
  readonly autoApprove: boolean;
}

export const DEMO_CLIENT: OAuthClientRecord = {
  clientId: '100000000001-channeldeskdemo.apps.googleusercontent.com',
  clientSecret: 'GOCSPX-channel-desk-demo-secret',
  name: 'Channel Desk (demo workspace)',
  autoApprove: true,
};

export const SAMPLE_CLIENT: OAuthClientRecord = {
  clientId: '100000000002-channeldesksample.apps.googleusercontent.com',
  clientSecret: 'GOCSPX-channel-desk-sample-secret',
  name: 'Channel Desk (your own client)',
  autoApprove: false,
};

export const OAUTH_CLIENTS: readonly OAuthClientRecord[] = [DEMO_CLIENT, SAMPLE_CLIENT];

export function findClient(clientId: string | undefined): OAuthClientRecord | undefined {
  return OAUTH_CLIENTS.find((client) => client.clientId === clientId);
}

/** Installed apps may redirect to any port of the loopback interface, nothing else. */
export function isLoopbackRedirect(uri: string): boolean {
  try {
    const url = new URL(uri);
    return (
      url.protocol === 'http:' &&
      (url.hostname === '127.0.0.1' || url.hostname === '[::1]' || url.hostname === 'localhost')
    );
  } catch {
    return false;
  }
}

export const KNOWN_SCOPES: Readonly<Record<string, string>> = {
  'https://www.googleapis.com/auth/youtube': 'Manage your YouTube account',
  'https://www.googleapis.com/auth/youtube.force-ssl':
    'See, edit, and permanently delete your YouTube videos, ratings, comments and captions',
  'https://www.googleapis.com/auth/youtube.readonly': 'View your YouTube account',
  'https://www.googleapis.com/auth/youtube.upload': 'Manage your YouTube videos',
  'https://www.googleapis.com/auth/youtubepartner': 'View and manage your assets and associated content on YouTube',
  'https://www.googleapis.com/auth/youtubepartner-channel-audit':
    'View private information of your YouTube channel relevant during the audit process with a YouTube partner',
};
