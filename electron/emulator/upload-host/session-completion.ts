// How a resumable session finishes, for good: complete (the video exists) or failed (a permanent error). Either
// way the answer is recorded and replayed to every later request of the session.
import { rm } from 'node:fs/promises';
import { ApiError } from '../data-api/errors/api-error';
import { newVideoId, publishVideo } from './publish-video';
import type { UploadHost } from './upload-host';
import type { FinalResponse, UploadSession } from './upload-session';

export async function finalizeSession(host: UploadHost, session: UploadSession): Promise<FinalResponse> {
  if ((session.state === 'complete' || session.state === 'failed') && session.finalResponse)
    return session.finalResponse;
  if (session.state !== 'finalizing') {
    // The id is chosen and saved before the video is created: a crash in between is then retried with the same id
    // and can never produce a second video.
    session.state = 'finalizing';
    session.videoId ??= newVideoId();
    await host.sessions.save();
  }
  const videoId = session.videoId ?? newVideoId();
  try {
    const body = await publishVideo(host, {
      videoId,
      channelId: session.channelId,
      parts: session.parts,
      metadata: session.metadata,
      mimeType: session.mimeType,
      sourcePath: host.sessions.partPath(session.uploadId),
      sha256: host.hashes.digest(session.uploadId, session.storedBytes),
    });
    session.state = 'complete';
    session.finalResponse = { status: 201, body, headers: { 'x-guploader-uploadid': session.uploadId } };
    await host.sessions.save();
    return session.finalResponse;
  } catch (error) {
    if (error instanceof ApiError) return failSession(host, session, error);
    throw error;
  }
}

export async function failSession(host: UploadHost, session: UploadSession, error: ApiError): Promise<FinalResponse> {
  session.state = 'failed';
  session.finalResponse = {
    status: error.code,
    body: error.toBody(),
    headers: { ...error.headers, 'x-guploader-uploadid': session.uploadId },
  };
  host.hashes.drop(session.uploadId);
  await rm(host.sessions.partPath(session.uploadId), { force: true });
  await host.sessions.save();
  return session.finalResponse;
}
