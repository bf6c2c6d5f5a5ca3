// The emulator's test control from an end-to-end spec: a call under /_emulator/v1 with the demo's control secret.
import { demoControl } from './web-host';

export async function control<T>(emulator: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${emulator}/_emulator/v1${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...demoControl },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
