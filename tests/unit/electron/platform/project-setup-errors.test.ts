// The platform's answers for a cloud project that is not set up: the Data API not enabled (accessNotConfigured in
// the classic envelope, SERVICE_DISABLED in google.rpc.ErrorInfo) and a missing scope (insufficientPermissions,
// ACCESS_TOKEN_SCOPE_INSUFFICIENT), as real clients have logged them, become codes the doctor names.
import { describe, expect, it } from 'vitest';
import { toDeskError } from '../../../../electron/platform/data-api-errors';

const ACTIVATION = 'https://console.developers.google.com/apis/api/youtube.googleapis.com/overview?project=42';

describe('a project that is not set up', () => {
  it('without the Data API (classic envelope) is api-disabled, with the fix in the message', () => {
    const error = toDeskError(403, {
      error: {
        code: 403,
        message: `YouTube Data API v3 has not been used in project 42 before or it is disabled. Enable it by visiting ${ACTIVATION} then retry.`,
        errors: [{ domain: 'usageLimits', reason: 'accessNotConfigured', message: 'Access Not Configured.' }],
        status: 'PERMISSION_DENIED',
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'SERVICE_DISABLED',
            domain: 'googleapis.com',
            metadata: { service: 'youtube.googleapis.com', consumer: 'projects/42', activationUrl: ACTIVATION },
          },
        ],
      },
    });
    expect(error.code).toBe('api-disabled');
    expect(error.details).toMatchObject({ reason: 'accessNotConfigured', activationUrl: ACTIVATION });
    expect(error.message).toContain('Enable "YouTube Data API v3"');
  });

  it('reads the ErrorInfo reason when the answer has no errors[]', () => {
    const disabled = toDeskError(403, {
      error: {
        code: 403,
        message: 'disabled',
        status: 'PERMISSION_DENIED',
        details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'SERVICE_DISABLED' }],
      },
    });
    expect(disabled.code).toBe('api-disabled');
    const scope = toDeskError(403, {
      error: {
        code: 403,
        message: 'Request had insufficient authentication scopes.',
        status: 'PERMISSION_DENIED',
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
            metadata: { method: 'youtube.api.v3.V3DataVideoService.Insert', service: 'youtube.googleapis.com' },
          },
        ],
      },
    });
    expect(scope.code).toBe('scope-missing');
    expect(scope.message).toContain('granting every permission asked');
  });
});
