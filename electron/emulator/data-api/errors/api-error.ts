// The Data API's error envelope, shared by the Data API routes and the upload host so that every
// failure a client sees has the real shape: {"error":{"code","message","errors":[{reason,domain,...}]}}.

interface ApiErrorDetail {
  readonly reason: string;
  readonly domain: string;
  readonly message: string;
  readonly location?: string;
  readonly locationType?: 'parameter' | 'header';
}

export class ApiError extends Error {
  readonly code: number;
  readonly details: readonly ApiErrorDetail[];
  readonly status?: string;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    code: number,
    reason: string,
    message: string,
    extra: {
      domain?: string;
      location?: string;
      locationType?: 'parameter' | 'header';
      status?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.code = code;
    this.status = extra.status;
    this.headers = extra.headers ?? {};
    this.details = [
      {
        reason,
        domain: extra.domain ?? 'youtube.api',
        message,
        ...(extra.location ? { location: extra.location, locationType: extra.locationType ?? 'parameter' } : {}),
      },
    ];
  }

  get reason(): string {
    return this.details[0]?.reason ?? 'unknown';
  }

  toBody(): { error: { code: number; message: string; errors: ApiErrorDetail[]; status?: string } } {
    return {
      error: {
        code: this.code,
        message: this.message,
        errors: [...this.details],
        ...(this.status ? { status: this.status } : {}),
      },
    };
  }
}

export const apiErrors = {
  required(parameter: string): ApiError {
    return new ApiError(400, 'required', `Required parameter: ${parameter}`, {
      domain: 'global',
      location: parameter,
      locationType: 'parameter',
      status: 'INVALID_ARGUMENT',
    });
  },
  invalidValue(parameter: string, message: string): ApiError {
    return new ApiError(400, 'invalidValue', message, {
      domain: 'global',
      location: parameter,
      locationType: 'parameter',
      status: 'INVALID_ARGUMENT',
    });
  },
  unauthenticated(reason: 'required' | 'authError', message: string): ApiError {
    return new ApiError(401, reason, message, {
      domain: 'global',
      location: 'Authorization',
      locationType: 'header',
      status: 'UNAUTHENTICATED',
      headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
    });
  },
  insufficientPermissions(): ApiError {
    return new ApiError(403, 'insufficientPermissions', 'Request had insufficient authentication scopes.', {
      domain: 'global',
      status: 'PERMISSION_DENIED',
    });
  },
  quotaExceeded(): ApiError {
    return new ApiError(
      403,
      'quotaExceeded',
      'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
      { domain: 'youtube.quota' },
    );
  },
  notFound(reason: string, message: string): ApiError {
    return new ApiError(404, reason, message, { domain: 'youtube.api' });
  },
};
