// How network code gets a bearer token without ever holding the refresh token: the signed-in session refreshes
// ahead of expiry, and a caller that got a 401 asks for a fresh token once before giving up.
export interface AccessTokenProvider {
  /** A token valid for at least the next minute; refreshes first when it is about to expire. */
  getAccessToken(): Promise<string>;
  /** The server refused `rejected`; refresh (once per rejected token, shared by concurrent callers) and return the new one. */
  refreshAfterRejection(rejected: string): Promise<string>;
}

export interface ServiceEndpoints {
  readonly dataApiBaseUrl: string;
  readonly uploadBaseUrl: string;
}
