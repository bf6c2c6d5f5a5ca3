// The Data API over axios: bearer auth from the session, one transparent retry with a fresh token after a 401, and
// the error envelope turned into a DeskError that names the server's reason. An optional observer hears of every
// answer, which is how the app's quota ledger counts the units its calls spend.
import axios, { type AxiosInstance, type AxiosResponse, type Method } from 'axios';
import { DeskError } from '../ipc/desk-error';
import type { AccessTokenProvider } from './access-token-provider';
import { toDeskError } from './data-api-errors';
import { keepWords } from '../language/say-line';
import { lineOf } from '../../shared/i18n/saved-line';
import { PLATFORM_ERRORS } from './platform-messages';

export interface DataApiRequest {
  readonly method?: Method;
  readonly path: string;
  readonly params?: Record<string, string | number | boolean | undefined>;
  readonly body?: unknown;
}

/** One HTTP exchange with the platform, as the quota ledger counts it. */
export interface DataApiCall {
  readonly verb: string;
  /** Relative to the API root (`/videos`), or the upload root's path for uploads (`/upload/youtube/v3/videos`). */
  readonly path: string;
  readonly status: number;
  /** The error envelope's first reason, when the platform refused the call. */
  readonly reason?: string;
  /** That reason's domain (`global`, `youtube.quota`…): a reason means different things in different domains. */
  readonly domain?: string;
}

/** Told of every answer the platform gives (not of calls that never reached it). */
export interface DataApiObserver {
  called(call: DataApiCall): void;
}

export interface DataApiClientOptions {
  readonly observer?: DataApiObserver;
}

export class DataApiClient {
  private readonly http: AxiosInstance;

  constructor(
    private readonly baseUrl: () => string,
    private readonly tokens: AccessTokenProvider,
    private readonly options: DataApiClientOptions = {},
  ) {
    // No redirects: a redirect would carry the bearer token to wherever the server points.
    this.http = axios.create({ timeout: 30_000, validateStatus: () => true, maxRedirects: 0 });
  }

  async request<T>(request: DataApiRequest): Promise<T> {
    const url = `${this.baseUrl().replace(/\/$/, '')}${request.path}`;
    let token = await this.tokens.getAccessToken(url);
    let response = await this.send(url, request, token);
    if (response.status === 401) {
      token = await this.tokens.refreshAfterRejection(token, url);
      response = await this.send(url, request, token);
    }
    if (response.status >= 200 && response.status < 300) return response.data as T;
    throw toDeskError(response.status, response.data);
  }

  private async send(url: string, request: DataApiRequest, token: string) {
    const params = Object.fromEntries(Object.entries(request.params ?? {}).filter(([, value]) => value !== undefined));
    let response: AxiosResponse;
    try {
      response = await this.http.request({
        method: request.method ?? 'GET',
        url,
        params,
        data: request.body,
        // A request without a body (setModerationStatus, videos.rate) carries no content type: axios would otherwise
        // label the empty body as a form, which a strict server refuses with 415.
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(request.body === undefined ? { 'content-type': false } : {}),
        },
      });
    } catch (error) {
      throw new DeskError(
        'network',
        keepWords(PLATFORM_ERRORS.unreachable, {
          why: error instanceof Error ? error.message : { line: lineOf(PLATFORM_ERRORS.networkError) },
        }),
      );
    }
    this.options.observer?.called({
      verb: (request.method ?? 'GET').toUpperCase(),
      path: request.path,
      status: response.status,
      ...firstError(response.data),
    });
    return response;
  }
}

function firstError(body: unknown): { reason?: string; domain?: string } {
  const first = (body as { error?: { errors?: Array<{ reason?: unknown; domain?: unknown }> } } | null)?.error
    ?.errors?.[0];
  return {
    ...(typeof first?.reason === 'string' ? { reason: first.reason } : {}),
    ...(typeof first?.domain === 'string' ? { domain: first.domain } : {}),
  };
}
