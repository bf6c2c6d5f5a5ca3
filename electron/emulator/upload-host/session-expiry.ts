// The expireSession fault that acts at once (POST /_emulator/v1/faults with an uploadId or `all`): the named
// session, or every live one, expires now and its running hash goes with it. It lives with the sessions so that the
// fault routes (faults/fault-routes.ts) need not know the upload host's insides.
import type { UploadHost } from './upload-host';
import { isExpired } from './upload-session';

/** The ids of the sessions it expired; undefined when the named session does not exist. */
export async function expireSessionsNow(host: UploadHost, uploadId: string | undefined): Promise<string[] | undefined> {
  const now = host.ctx.now();
  const targets =
    uploadId !== undefined
      ? [host.sessions.get(uploadId)].filter((session) => session !== undefined)
      : host.sessions.list().filter((session) => !isExpired(session, now));
  if (uploadId !== undefined && targets.length === 0) return undefined;
  for (const session of targets) {
    await host.sessions.expire(session, now);
    host.hashes.drop(session.uploadId);
  }
  return targets.map((session) => session.uploadId);
}
