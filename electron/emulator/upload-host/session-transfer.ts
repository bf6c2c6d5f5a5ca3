// Steps 3 and 4 of the resumable protocol: PUT (or POST, as the Go client does) to the session URI, carrying the
// whole file, one chunk, or nothing (a status check). Every row of the protocol's state table is answered here.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../data-api/errors/api-error';
import { receiveBody, type ReceiveResult } from './body-receiver';
import { ContentRangeError, parseContentRange, type ContentRange } from './content-range';
import type { RequestFacts } from '../faults/fault-registry';
import type { RequestKind } from '../faults/fault-spec';
import { authenticateUpload } from '../data-api/platform-services';
import { serverError } from '../data-api/errors/server-error';
import { failSession, finalizeSession } from './session-completion';
import { planTransfer, type TransferPlan } from './transfer-plan';
import {
  badUploadRequest,
  breakConnection,
  sendApiError,
  sendFinal,
  sendResumeIncomplete,
  sessionNotFound,
} from './upload-replies';
import type { UploadHost } from './upload-host';
import { isExpired, isFinished, type UploadSession } from './upload-session';

export async function handleSessionRequest(
  host: UploadHost,
  request: FastifyRequest,
  reply: FastifyReply,
  uploadId: string,
): Promise<FastifyReply | void> {
  const facts: RequestFacts = { kind: requestKind(request), uploadId };
  const fault = host.faults.take('serverError', facts);
  if (fault) return sendApiError(reply, serverError(fault.status, fault.retryAfter));

  const session = host.sessions.get(uploadId);
  if (!session || isExpired(session, host.ctx.now())) return sendApiError(reply, sessionNotFound());
  if (host.faults.take('expireSession', facts)) {
    await host.sessions.expire(session, host.ctx.now());
    host.hashes.drop(uploadId);
    return sendApiError(reply, sessionNotFound());
  }

  // Authentication problems are not answers about the upload: they never end the session, so a client can refresh
  // its token and carry on.
  const grant = authenticateUpload(host.ctx, request);
  if (grant.channelId !== session.channelId) {
    return sendApiError(
      reply,
      new ApiError(
        403,
        'forbidden',
        'This upload session was started by another channel; use the token of the channel that started it.',
        {
          domain: 'global',
          status: 'PERMISSION_DENIED',
        },
      ),
    );
  }

  return host.sessions.withLock(uploadId, async () => {
    if (isExpired(session, host.ctx.now())) return sendApiError(reply, sessionNotFound());
    return transfer(host, session, request, reply, facts);
  });
}

/** Status checks carry no bytes; everything else sent to a session URI is data. */
function requestKind(request: FastifyRequest): RequestKind {
  const range = request.headers['content-range'];
  if (range !== undefined) return /^\s*bytes\s+\*/i.test(range) ? 'statusCheck' : 'data';
  return request.headers['content-length'] === '0' ? 'statusCheck' : 'data';
}

async function transfer(
  host: UploadHost,
  session: UploadSession,
  request: FastifyRequest,
  reply: FastifyReply,
  facts: RequestFacts,
): Promise<FastifyReply | void> {
  // A finished session answers everything, status checks and further data alike, with its original answer: a
  // client that lost the final response learns the outcome without a second video being created.
  if (isFinished(session) && session.finalResponse) return sendFinal(reply, session.finalResponse);
  if (session.state === 'finalizing') return sendFinal(reply, await finalizeSession(host, session));

  let contentRange: ContentRange | null = null;
  const rangeHeader = request.headers['content-range'];
  if (rangeHeader !== undefined) {
    try {
      contentRange = parseContentRange(rangeHeader);
    } catch (error) {
      if (!(error instanceof ContentRangeError)) throw error;
      return sendFinal(
        reply.header('connection', 'close'),
        await failSession(host, session, badUploadRequest(error.message, 'Content-Range')),
      );
    }
  }
  const plan = planTransfer({
    storedBytes: session.storedBytes,
    totalBytes: session.totalBytes,
    contentRange,
    contentLength: contentLengthOf(request),
  });

  switch (plan.kind) {
    case 'reject':
      return sendFinal(
        reply.header('connection', 'close'),
        await failSession(host, session, badUploadRequest(plan.message, plan.header)),
      );
    case 'status': {
      if (plan.total !== null && session.totalBytes === null) {
        session.totalBytes = plan.total;
        await host.sessions.save();
      }
      if (session.totalBytes !== null && session.storedBytes === session.totalBytes) {
        return sendFinal(reply, await finalizeSession(host, session));
      }
      const retryAfter = host.faults.take('statusRetryAfter', facts)?.seconds;
      return sendResumeIncomplete(request, reply, session.uploadId, session.storedBytes, retryAfter);
    }
    case 'nonContiguous':
      // The table says such a block leaves the session unchanged and stores none of it. A 4xx would end the
      // session for good (the "any other 4xx" row), so the real service answers with the session's progress, which
      // tells the client where to continue.
      return sendResumeIncomplete(request, reply, session.uploadId, session.storedBytes);
    case 'write':
      return write(host, session, request, reply, facts, plan);
  }
}

async function write(
  host: UploadHost,
  session: UploadSession,
  request: FastifyRequest,
  reply: FastifyReply,
  facts: RequestFacts,
  plan: Extract<TransferPlan, { kind: 'write' }>,
): Promise<FastifyReply | void> {
  const drop = host.faults.take('dropConnection', facts);
  const partial = host.faults.take('partialStore', facts);
  const tokenExpiry = host.faults.take('expireAccessToken', facts);
  let tokensExpired = false;
  const expireTokensAt = (received: number): void => {
    if (tokenExpiry && !tokensExpired && received >= tokenExpiry.afterBytes) {
      tokensExpired = true;
      host.ctx.tokens.expireAllAccessTokens();
    }
  };

  await host.sessions.trimPartFile(session);
  const offset = session.storedBytes;
  const hash = host.hashes.forAppend(session.uploadId, offset);
  let result: ReceiveResult;
  try {
    result = await receiveBody({
      source: host.throttle.body(request.raw),
      path: host.sessions.partPath(session.uploadId),
      offset,
      maxBytes: plan.length ?? (session.totalBytes === null ? null : session.totalBytes - offset),
      keepBytes: partial?.storeBytes ?? null,
      cutAfter: drop?.afterBytes ?? null,
      onReceived: tokenExpiry ? expireTokensAt : undefined,
      hash,
    });
  } catch (error) {
    host.hashes.drop(session.uploadId);
    throw error;
  }
  host.hashes.settle(session.uploadId, result.accepted, result.stored);
  session.storedBytes = offset + result.stored;
  if (tokenExpiry && result.outcome === 'ended') expireTokensAt(Infinity);

  if (result.outcome === 'aborted' || result.outcome === 'cut') {
    await host.sessions.save();
    if (result.outcome === 'cut') breakConnection(request, reply);
    else reply.hijack();
    return;
  }
  if (result.outcome === 'overflow') {
    const limit = plan.length ?? (session.totalBytes ?? 0) - offset;
    return sendFinal(
      reply.header('connection', 'close'),
      await failSession(
        host,
        session,
        badUploadRequest(`The request body carries more than the ${limit} bytes its headers announce.`),
      ),
    );
  }

  if (plan.total !== null) session.totalBytes = plan.total;
  else if (plan.endsFile && !partial) session.totalBytes = offset + result.received;
  await host.sessions.save();

  const complete = session.totalBytes !== null && session.storedBytes === session.totalBytes;
  if (drop) {
    // The body was shorter than the fault's byte count: the request is processed in full and only its answer is
    // lost, the case in which a client must learn from a status check that the video already exists.
    if (complete) await finalizeSession(host, session);
    breakConnection(request, reply);
    return;
  }
  if (complete) return sendFinal(reply, await finalizeSession(host, session));
  return sendResumeIncomplete(request, reply, session.uploadId, session.storedBytes);
}

function contentLengthOf(request: FastifyRequest): number | null {
  const header = request.headers['content-length'];
  if (header === undefined) return null;
  const value = Number(header);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}
