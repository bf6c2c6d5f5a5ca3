// The v4 API's failure shape: {"result":null,"success":false,"errors":[{code,message,source?}],"messages":[]}.
// Codes marked "observed" were seen in public responses of the real service; the others are the emulator's own
// choice (the service publishes no catalogue) and are listed in CF_CODES so that clients can match on one place.

export interface CfErrorItem {
  readonly code: number;
  readonly message: string;
  readonly source?: { readonly pointer: string };
  readonly error_chain?: readonly { readonly code: number; readonly message: string }[];
}

export const CF_CODES = {
  /** observed, 400: no Authorization (nor X-Auth-*) header. */
  missingAuthHeaders: 9106,
  /** observed, 400: headers present but malformed; carries an error_chain. */
  invalidRequestHeaders: 6003,
  /** observed, inside error_chain of 6003. */
  invalidAuthorizationFormat: 6111,
  /** observed, 401 on /user/tokens/verify: the token is not known. */
  invalidApiToken: 1000,
  /** observed, 401 (unknown token) and 403 (token lacks the permission). */
  authenticationError: 10000,
  /** observed, with 7000: the path names an object that does not exist (e.g. an unknown zone id). */
  couldNotRoute: 7003,
  /** observed, with 7003. */
  noRoute: 7000,
  /** observed, 404: entry point ruleset (or ruleset, rule, version) not found. */
  notFound: 10003,
  /** observed, 400: `'' is not a valid value for expression because the expression cannot be blank`. */
  invalidExpression: 20125,
  /** observed, 400: a second zone ruleset for the same phase. */
  tooManyZoneRulesets: 20217,
  /** emulator's choice, 400: the request body is not JSON or not an object. */
  invalidBody: 9207,
  /** emulator's choice, 400: a rule or ruleset field has a value the service refuses. */
  invalidField: 20120,
  /** emulator's choice, 400: a `position` that is malformed, names an unknown rule or breaks rule ordering. */
  invalidPosition: 20121,
  /** emulator's choice, 400: the zone's plan allows no more rate limiting rules. */
  planLimitExceeded: 20122,
  /** emulator's choice, 400: a query parameter (page, per_page, cursor, version) is malformed. */
  invalidQuery: 20123,
  /** emulator's choice, 500: a bug in the emulator. */
  internal: 10002,
} as const;

export class CfApiError extends Error {
  readonly status: number;
  readonly errors: readonly CfErrorItem[];

  constructor(status: number, errors: readonly CfErrorItem[]) {
    super(errors.map((e) => e.message).join('; '));
    this.status = status;
    this.errors = errors;
  }

  toBody(): { result: null; success: false; errors: CfErrorItem[]; messages: [] } {
    return { result: null, success: false, errors: [...this.errors], messages: [] };
  }
}

export function fieldError(code: number, message: string, pointer?: string): CfErrorItem {
  return pointer === undefined ? { code, message } : { code, message, source: { pointer } };
}

export const cfErrors = {
  missingAuth(): CfApiError {
    return new CfApiError(400, [
      { code: CF_CODES.missingAuthHeaders, message: 'Missing X-Auth-Key, X-Auth-Email or Authorization headers' },
    ]);
  },
  malformedAuthorization(): CfApiError {
    return new CfApiError(400, [
      {
        code: CF_CODES.invalidRequestHeaders,
        message: 'Invalid request headers',
        error_chain: [
          { code: CF_CODES.invalidAuthorizationFormat, message: 'Invalid format for Authorization header' },
        ],
      },
    ]);
  },
  unknownToken(): CfApiError {
    return new CfApiError(401, [{ code: CF_CODES.authenticationError, message: 'Authentication error' }]);
  },
  invalidApiToken(): CfApiError {
    return new CfApiError(401, [{ code: CF_CODES.invalidApiToken, message: 'Invalid API Token' }]);
  },
  forbidden(): CfApiError {
    return new CfApiError(403, [{ code: CF_CODES.authenticationError, message: 'Authentication error' }]);
  },
  couldNotRoute(path: string): CfApiError {
    return new CfApiError(404, [
      {
        code: CF_CODES.couldNotRoute,
        message: `Could not route to ${path}, perhaps your object identifier is invalid?`,
      },
      { code: CF_CODES.noRoute, message: 'No route for that URI' },
    ]);
  },
  notFound(message: string): CfApiError {
    return new CfApiError(404, [{ code: CF_CODES.notFound, message }]);
  },
  invalidBody(message: string): CfApiError {
    return new CfApiError(400, [{ code: CF_CODES.invalidBody, message }]);
  },
  invalidQuery(message: string, pointer?: string): CfApiError {
    return new CfApiError(400, [fieldError(CF_CODES.invalidQuery, message, pointer)]);
  },
  badRequest(items: readonly CfErrorItem[]): CfApiError {
    return new CfApiError(400, items);
  },
};

/** The success envelope; `result_info` only for lists. */
export function cfSuccess<T>(
  result: T,
  extra: { result_info?: Record<string, unknown>; messages?: readonly unknown[] } = {},
): Record<string, unknown> {
  return {
    result,
    success: true,
    errors: [],
    messages: extra.messages ?? [],
    ...(extra.result_info ? { result_info: extra.result_info } : {}),
  };
}
