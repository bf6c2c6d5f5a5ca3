// The contract's error codes are one closed list: every code the router, the services and the upload engine can
// produce is a member, and the platforms' own reasons and statuses are mapped onto it rather than passed through.
import { describe, expect, it } from 'vitest';
import { cfErrors, CfApiError, CF_CODES } from '../../../../electron/emulator/rulesets/cf-error';
import { apiErrors } from '../../../../electron/emulator/data-api/errors/api-error';
import { DeskError } from '../../../../electron/ipc/desk-error';
import type { Handlers } from '../../../../electron/ipc/handlers';
import { createRouter } from '../../../../electron/ipc/router';
import { toDeskError } from '../../../../electron/platform/data-api-errors';
import { platformErrorCode } from '../../../../electron/platform/platform-reasons';
import { apiFailure, badResponse, rulesetsErrorCode, unreachable } from '../../../../electron/rate-limits/api-error';
import { storedErrorCode } from '../../../../electron/uploads/queue/stored-error-code';
import { uploadRecordSchema } from '../../../../electron/uploads/queue/upload-record';
import { failureOf } from '../../../../electron/uploads/engine/upload-response';
import {
  deskErrorCodes,
  deskErrorCodeSchema,
  isDeskErrorCode,
  type DeskErrorCode,
  type DeskErrorShape,
} from '../../../../shared/ipc';
import { uploadErrorSchema } from '../../../../shared/uploads/upload-view';
import { sampleRecord } from '../../../support/record-fixture';

/** Every (status, reason) the emulator's Data API and upload host answer with (grep `new ApiError` there). */
const EMULATOR_PLATFORM_REASONS: ReadonlyArray<readonly [number, string]> = [
  [400, 'badContent'],
  [400, 'badRequest'],
  [400, 'incompatibleParameters'],
  [400, 'invalidCategoryId'],
  [400, 'invalidDescription'],
  [400, 'invalidPageToken'],
  [400, 'invalidPublishAt'],
  [400, 'invalidRecordingDetails'],
  [400, 'invalidTags'],
  [400, 'invalidTitle'],
  [400, 'invalidValue'],
  [400, 'invalidVideoMetadata'],
  [400, 'mediaBodyRequired'],
  [400, 'missingRequiredParameter'],
  [400, 'parseError'],
  [400, 'required'],
  [400, 'unexpectedPart'],
  [400, 'unknownPart'],
  [401, 'authError'],
  [401, 'required'],
  [403, 'forbidden'],
  [403, 'insufficientPermissions'],
  [403, 'playlistItemsNotAccessible'],
  [403, 'quotaExceeded'],
  [404, 'channelNotFound'],
  [404, 'notFound'],
  [404, 'playlistNotFound'],
  [413, 'uploadTooLarge'],
  [500, 'backendError'],
  [502, 'backendError'],
  [503, 'backendError'],
  [504, 'deadlineExceeded'],
];

/** Reasons the real platform sends that the emulator does not (yet), and what the renderer must make of them. */
const EXPECTED: ReadonlyArray<readonly [number, string, DeskErrorCode]> = [
  [403, 'quotaExceeded', 'quota-exceeded'],
  [403, 'rateLimitExceeded', 'rate-limited'],
  [403, 'userRateLimitExceeded', 'rate-limited'],
  [400, 'uploadLimitExceeded', 'upload-limit-exceeded'],
  [401, 'authError', 'sign-in-refused'],
  [401, 'required', 'sign-in-refused'],
  // A missing parameter, not a missing sign-in.
  [400, 'required', 'rejected'],
  [403, 'insufficientPermissions', 'scope-missing'],
  [403, 'forbidden', 'not-allowed'],
  [400, 'invalidTitle', 'rejected'],
  [404, 'videoNotFound', 'not-found'],
  [500, 'backendError', 'service-unavailable'],
  [504, 'deadlineExceeded', 'service-unavailable'],
];

function envelope(status: number, reason: string, message = 'refused'): string {
  return JSON.stringify({ error: { code: status, message, errors: [{ reason, message }] } });
}

function uploadFailureCode(status: number, body: string): DeskErrorCode {
  return failureOf({ status, headers: {}, body }, 0).code;
}

describe('the error code union', () => {
  it('is a list of distinct kebab-case codes, none a platform reason or an HTTP status', () => {
    expect(new Set(deskErrorCodes).size).toBe(deskErrorCodes.length);
    for (const code of deskErrorCodes) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(isDeskErrorCode('quotaExceeded')).toBe(false);
    expect(isDeskErrorCode('http-403')).toBe(false);
    expect(isDeskErrorCode('quota-exceeded')).toBe(true);
  });

  it('is what the upload error schema accepts, so an event with another code breaks the contract', () => {
    expect(deskErrorCodeSchema.options).toEqual([...deskErrorCodes]);
    expect(uploadErrorSchema.safeParse({ code: 'invalidTitle', message: 'x' }).success).toBe(false);
    expect(uploadErrorSchema.safeParse({ code: 'rejected', message: 'x', reason: 'invalidTitle' }).success).toBe(true);
  });

  it('is checked by the compiler where an error is made', () => {
    // @ts-expect-error a platform reason is not a contract code
    const raw = new DeskError('quotaExceeded', 'x');
    // @ts-expect-error nor is an HTTP status
    const shape: DeskErrorShape = { code: 'http-403', message: 'x' };
    const fine: DeskErrorShape = new DeskError('quota-exceeded', 'x').toShape();
    expect([raw.code, shape.code, fine.code]).toEqual(['quotaExceeded', 'http-403', 'quota-exceeded']);
  });
});

describe('the router', () => {
  it('answers only with codes of the union: unknown call, invalid input, a service refusal, a bug', async () => {
    const handlers = new Proxy(
      {},
      {
        get: (_target, name) => () => {
          if (name === 'accounts.signOut') throw new DeskError('not-signed-in', 'Not signed in.');
          throw new Error('a bug with /secret/path in it');
        },
      },
    ) as Handlers;
    const router = createRouter(handlers, { onUnexpectedError: () => undefined });
    const answers = [
      await router.dispatch('no.such', undefined),
      await router.dispatch('accounts.importClientSecret', 42),
      await router.dispatch('accounts.signOut', undefined),
      await router.dispatch('accounts.refreshChannel', undefined),
    ];
    const codes = answers.map((answer) => (answer.ok ? 'ok' : answer.error.code));
    expect(codes).toEqual(['unknown-call', 'invalid-input', 'not-signed-in', 'internal']);
    for (const code of codes) expect(isDeskErrorCode(code)).toBe(true);
  });
});

describe('platform reasons', () => {
  it('maps every reason the emulator can send onto the union, in Data API calls and in uploads', () => {
    for (const [status, reason] of EMULATOR_PLATFORM_REASONS) {
      const call = toDeskError(status, JSON.parse(envelope(status, reason)));
      expect(isDeskErrorCode(call.code), `${status} ${reason}`).toBe(true);
      expect(call.details).toEqual({ status, reason });
      expect(isDeskErrorCode(uploadFailureCode(status, envelope(status, reason))), `${status} ${reason}`).toBe(true);
    }
  });

  it('maps the reasons the screens act on to the code that says what to do', () => {
    for (const [status, reason, code] of EXPECTED) {
      expect(platformErrorCode(status, reason), `${status} ${reason}`).toBe(code);
      expect(toDeskError(status, JSON.parse(envelope(status, reason))).code).toBe(code);
    }
  });

  it('gives the platform’s message as text, without its HTML', () => {
    const body = {
      error: {
        code: 404,
        message:
          "The playlist item identified with the request's <code>id</code> parameter cannot be found &amp; is gone.",
        errors: [{ reason: 'playlistItemNotFound' }],
      },
    };
    expect(toDeskError(404, body).message).toBe(
      "The playlist item identified with the request's id parameter cannot be found & is gone.",
    );
  });

  it('maps the emulator factories the same way as the table above', () => {
    for (const error of [apiErrors.quotaExceeded(), apiErrors.insufficientPermissions(), apiErrors.required('part')]) {
      const body: unknown = error.toBody();
      expect(toDeskError(error.code, body).code).toBe(platformErrorCode(error.code, error.reason));
    }
    expect(toDeskError(403, apiErrors.quotaExceeded().toBody()).code).toBe('quota-exceeded');
  });

  it('falls back on the HTTP status when there is no reason or no readable body', () => {
    expect(toDeskError(404, 'Not Found')).toMatchObject({ code: 'not-found', details: { status: 404 } });
    expect(toDeskError(503, undefined).code).toBe('service-unavailable');
    expect(toDeskError(429, {}).code).toBe('rate-limited');
    expect(toDeskError(418, {}).code).toBe('rejected');
    expect(toDeskError(302, {}).code).toBe('bad-response');
    expect(uploadFailureCode(400, 'Bad Request')).toBe('rejected');
  });

  it('keeps the engine-specific codes of uploads: quota, rate limit, refused sign-in', () => {
    expect(uploadFailureCode(403, envelope(403, 'quotaExceeded'))).toBe('quota-exceeded');
    expect(uploadFailureCode(403, envelope(403, 'userRateLimitExceeded'))).toBe('rate-limited');
    expect(uploadFailureCode(401, envelope(401, 'authError'))).toBe('sign-in-refused');
    expect(uploadFailureCode(502, envelope(502, 'backendError'))).toBe('service-unavailable');
  });
});

describe('rulesets API failures', () => {
  const emulatorFailures: CfApiError[] = [
    cfErrors.missingAuth(),
    cfErrors.malformedAuthorization(),
    cfErrors.unknownToken(),
    cfErrors.invalidApiToken(),
    cfErrors.forbidden(),
    cfErrors.couldNotRoute('/zones/nope'),
    cfErrors.notFound('could not find rule'),
    cfErrors.invalidBody('not JSON'),
    cfErrors.invalidQuery('bad page', '/page'),
    cfErrors.badRequest([{ code: CF_CODES.invalidExpression, message: 'blank expression' }]),
    cfErrors.badRequest([{ code: CF_CODES.tooManyZoneRulesets, message: 'exists' }]),
    new CfApiError(500, [{ code: CF_CODES.internal, message: 'bug' }]),
  ];

  it('maps every failure the emulator can send onto the union', () => {
    const codes = emulatorFailures.map((failure) => apiFailure('readRules', failure.status, failure.errors).code);
    for (const code of codes) expect(isDeskErrorCode(code)).toBe(true);
    expect(codes).toEqual([
      'token-rejected',
      'token-rejected',
      'token-rejected',
      'token-rejected',
      'permission-denied',
      'not-found',
      'not-found',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'service-unavailable',
    ]);
  });

  it('keeps the service own codes in details and names a busy service as rate limited', () => {
    const failure = apiFailure('addRule', 400, [{ code: CF_CODES.invalidExpression, message: 'blank' }]);
    expect(failure.details).toEqual({ status: 400, errors: [{ code: CF_CODES.invalidExpression, message: 'blank' }] });
    expect(rulesetsErrorCode(429, [])).toBe('rate-limited');
    expect(unreachable('listZones', 'https://api.example', 'ECONNREFUSED').code).toBe('unreachable');
    expect(badResponse('listZones', 200, 'not JSON').code).toBe('bad-response');
  });
});

describe('upload errors saved before the union', () => {
  it('read back as union members, keeping current codes as they are', () => {
    expect(storedErrorCode('file-changed')).toBe('file-changed');
    expect(storedErrorCode('auth')).toBe('sign-in-refused');
    expect(storedErrorCode('server')).toBe('service-unavailable');
    expect(storedErrorCode('server-busy')).toBe('rate-limited');
    expect(storedErrorCode('quotaExceeded', 'quotaExceeded')).toBe('quota-exceeded');
    expect(storedErrorCode('uploadLimitExceeded', 'uploadLimitExceeded')).toBe('upload-limit-exceeded');
    expect(storedErrorCode('invalidTitle', 'invalidTitle')).toBe('rejected');
    expect(storedErrorCode('http-404')).toBe('not-found');
    expect(storedErrorCode('http-503')).toBe('service-unavailable');
  });

  it('so a queue.json written by an older version still loads, its error renamed', () => {
    const old = {
      ...sampleRecord('upload-old-1', { state: 'failed' }),
      error: { code: 'auth', message: 'Sign in again.' },
    };
    const parsed = uploadRecordSchema.parse(JSON.parse(JSON.stringify(old)));
    expect(parsed.error).toEqual({ code: 'sign-in-refused', message: 'Sign in again.' });
  });
});
