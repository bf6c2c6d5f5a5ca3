// What the upload host holds of a paused upload. A pause cuts the chunk in flight, and the host keeps the bytes that
// reached it (the protocol's status check says how many): asking once at the pause lets the row show what the server
// has, rather than the offset of the last chunk it answered (0 for a file sent in one chunk).
import type { AccessTokenProvider } from '../../platform/access-token-provider';
import type { ProtocolRequests } from './resumable-protocol';
import type { UploadRecord } from '../queue/upload-record';

/** A pause must not wait on a host that does not answer: the next run asks again anyway. */
const OFFSET_CHECK_TIMEOUT_MS = 3_000;

/**
 * The bytes the host has stored for `record`'s session, or undefined when there is no session or the host did not
 * say (unreachable, refused, finished: the next run's status check deals with each).
 */
export async function serverOffsetOf(
  record: Pick<UploadRecord, 'session' | 'file' | 'mimeType'>,
  protocol: ProtocolRequests,
  tokens: AccessTokenProvider,
  timeoutMs: number = OFFSET_CHECK_TIMEOUT_MS,
): Promise<number | undefined> {
  const session = record.session;
  if (!session) return undefined;
  try {
    const token = await tokens.getAccessToken(session.uri);
    const answer = await protocol.checkStatus({
      sessionUri: session.uri,
      token,
      file: { path: record.file.path, size: record.file.size, mimeType: record.mimeType },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return answer.kind === 'incomplete' ? Math.min(answer.storedBytes, record.file.size) : undefined;
  } catch {
    return undefined;
  }
}
