// Queues saved before the error codes were one closed list hold the engine's old codes and the platform's raw
// reasons; reading them maps those onto the contract's codes, so a restart never fails on an old queue.json.
import { isDeskErrorCode, type DeskErrorCode } from '../../../shared/ipc/error-codes';
import { platformErrorCode, statusErrorCode } from '../../platform/platform-reasons';

const renamed: Readonly<Record<string, DeskErrorCode>> = {
  auth: 'sign-in-refused',
  server: 'service-unavailable',
  'server-busy': 'rate-limited',
};

export function storedErrorCode(code: string, reason?: string): DeskErrorCode {
  if (isDeskErrorCode(code)) return code;
  const status = /^http-(\d{3})$/.exec(code)?.[1];
  if (status !== undefined) return statusErrorCode(Number(status));
  // Old permanent failures carried the platform's reason as their code; what they were refused for was the request.
  return renamed[code] ?? platformErrorCode(400, reason ?? code);
}
