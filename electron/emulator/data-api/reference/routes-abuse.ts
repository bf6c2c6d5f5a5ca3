// videoAbuseReportReasons.list and videos.reportAbuse: a report names a listed reason (and, where the reason has
// them, one of its secondary reasons) and gets 204; anything else is invalidAbuseReason.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { beginCall, sendResource } from '../api-call';
import { parseParts, type Query } from '../list-request';
import { etagOf, resource } from '../list-response';
import { nowIso, type CatalogApi } from '../catalog/catalog-api';
import { abuseErrors } from '../catalog/catalog-errors';
import { beginUserCall } from '../catalog/caller';
import { ABUSE_REASONS } from './abuse-reasons';

const reportSchema = z.object({
  videoId: z.string().min(1).max(64),
  reasonId: z.string().min(1).max(16),
  secondaryReasonId: z.string().max(16).optional(),
  comments: z.string().max(5000).optional(),
  language: z.string().max(35).optional(),
});

export function registerAbuseRoutes(app: FastifyInstance, api: CatalogApi): void {
  app.get('/videoAbuseReportReasons', async (request, reply) => {
    beginCall(api, request, 'videoAbuseReportReasons.list');
    const parts = parseParts(request.query as Query, ['snippet']);
    const items = ABUSE_REASONS.map((reason) =>
      resource(
        'youtube#videoAbuseReportReason',
        reason.id,
        parts.includes('snippet')
          ? {
              snippet: {
                label: reason.label,
                ...(reason.secondary.length > 0 ? { secondaryReasons: reason.secondary } : {}),
              },
            }
          : {},
      ),
    );
    const body = { kind: 'youtube#videoAbuseReportReasonListResponse', items };
    return sendResource(request, reply, { kind: body.kind, etag: etagOf(body), items });
  });

  app.post('/videos/reportAbuse', async (request, reply) => {
    const me = beginUserCall(api, request, 'videos.reportAbuse');
    const parsed = reportSchema.safeParse(request.body);
    if (!parsed.success) throw abuseErrors.invalidReason();
    const report = parsed.data;
    const video = api.store.video(report.videoId);
    if (!video || (video.status.privacyStatus === 'private' && video.channelId !== me))
      throw abuseErrors.videoNotFound();
    const reason = ABUSE_REASONS.find((candidate) => candidate.id === report.reasonId);
    const secondaryOk =
      report.secondaryReasonId === undefined ||
      (reason?.secondary.some((secondary) => secondary.id === report.secondaryReasonId) ?? false);
    if (!reason || !secondaryOk) throw abuseErrors.invalidReason();
    api.catalog.change((state) =>
      state.abuseReports.push({
        videoId: video.id,
        reporterChannelId: me,
        reasonId: reason.id,
        ...(report.secondaryReasonId ? { secondaryReasonId: report.secondaryReasonId } : {}),
        ...(report.comments ? { comments: report.comments } : {}),
        ...(report.language ? { language: report.language } : {}),
        at: nowIso(api),
      }),
    );
    return reply.code(204).send();
  });
}
