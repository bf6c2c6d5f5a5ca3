// How network code gets a bearer token without ever holding the refresh token: the signed-in session refreshes
// ahead of expiry, and a caller that got a 401 asks for a fresh token once before giving up. Every call names the
// URL the token is for, so the provider can refuse a destination the token was not issued for (a moved service
// setting, or a session URI on a foreign origin handed back by an upload host).
export interface AccessTokenProvider {
  /** A token valid for at least the next minute, for a request to `forUrl`; refreshes first when about to expire. */
  getAccessToken(forUrl: string): Promise<string>;
  /** `forUrl` refused `rejected`; refresh (once per rejected token, shared by concurrent callers) and return the new one. */
  refreshAfterRejection(rejected: string, forUrl: string): Promise<string>;
}

export interface ServiceEndpoints {
  readonly dataApiBaseUrl: string;
  readonly uploadBaseUrl: string;
}
