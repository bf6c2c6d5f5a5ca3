// channelSections.list (by channelId, id or mine), insert, update and delete: the channel's shelves in position
// order, written only by their channel, at most 10 of them.
import type { FastifyInstance } from 'fastify';
import { sendResource } from '../api-call';
import { apiErrors } from '../errors/api-error';
import { RESOURCE_PARTS } from '../../generated/discovery-tables';
import { idList, oneFilter, parseParts, stringParam, booleanParam, type Query } from '../list-request';
import { etagOf } from '../list-response';
import { channelProfile, type CatalogApi } from '../catalog/catalog-api';
import { sectionErrors } from '../catalog/catalog-errors';
import { sectionId } from '../catalog/catalog-ids';
import type { SectionRecord } from '../catalog/catalog-state';
import { beginCatalogCall, beginUserCall, requireMine } from '../catalog/caller';
import { projectSection } from './section-resource';
import { checkPosition, checkSection, MAX_SECTIONS, sectionBodySchema } from './section-rules';

function sectionsOf(api: CatalogApi, channelId: string): readonly SectionRecord[] {
  return api.catalog.read((state) => state.sections.filter((section) => section.channelId === channelId));
}

function parseBody(body: unknown) {
  const parsed = sectionBodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw sectionErrors.invalid('invalidValue', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** Puts `section` at `position` among its channel's sections (the end when undefined), keeping other channels'. */
function place(all: SectionRecord[], section: SectionRecord, position: number | undefined): SectionRecord[] {
  const others = all.filter((candidate) => candidate.id !== section.id);
  const mine = others.filter((candidate) => candidate.channelId === section.channelId);
  mine.splice(position ?? mine.length, 0, section);
  return [...others.filter((candidate) => candidate.channelId !== section.channelId), ...mine];
}

function listBody(items: readonly unknown[]) {
  // ChannelSectionListResponse has neither pageInfo nor page tokens.
  return { kind: 'youtube#channelSectionListResponse', etag: etagOf({ items }), items };
}

export function registerSectionRoutes(app: FastifyInstance, api: CatalogApi): void {
  const known = (id: string) => channelProfile(api, id) !== undefined;
  app.get('/channelSections', async (request, reply) => {
    const viewer = beginCatalogCall(api, request, 'channelSections.list');
    const query = request.query as Query;
    const parts = parseParts(query, RESOURCE_PARTS.ChannelSection);
    const filter = oneFilter(query, ['channelId', 'id', 'mine']);
    let found: Array<{ section: SectionRecord; position: number }> = [];
    if (filter === 'id') {
      const ids = idList(query);
      found = api.catalog.read((state) =>
        state.sections
          .filter((section) => ids.includes(section.id))
          .map((section) => ({ section, position: sectionsOf(api, section.channelId).indexOf(section) })),
      );
    } else {
      let channelId: string | undefined;
      if (filter === 'mine') channelId = booleanParam(query, 'mine') ? requireMine(viewer) : undefined;
      else {
        channelId = stringParam(query, 'channelId') ?? '';
        if (!api.store.channel(channelId)) {
          throw apiErrors.notFound(
            'channelNotFound',
            'The channel specified in the <code>channelId</code> parameter cannot be found.',
          );
        }
      }
      found = channelId ? sectionsOf(api, channelId).map((section, position) => ({ section, position })) : [];
    }
    return sendResource(
      request,
      reply,
      listBody(found.map(({ section, position }) => projectSection(section, position, parts))),
    );
  });

  app.post('/channelSections', async (request, reply) => {
    const channelId = beginUserCall(api, request, 'channelSections.insert');
    const parts = parseParts(request.query as Query, RESOURCE_PARTS.ChannelSection);
    const body = parseBody(request.body);
    const content = checkSection(body, channelId, api.store, known);
    const count = sectionsOf(api, channelId).length;
    if (count >= MAX_SECTIONS) {
      throw sectionErrors.invalid(
        'maxChannelSectionExceeded',
        'The request cannot be completed because the channel already has the maximum number of channel sections.',
      );
    }
    const position = checkPosition(body.snippet?.position, count + 1);
    const section: SectionRecord = { id: sectionId(channelId), channelId, ...content };
    api.catalog.change((state) => {
      state.sections = place(state.sections, section, position);
    });
    return reply.type('application/json; charset=UTF-8').send(
      projectSection(
        section,
        sectionsOf(api, channelId).findIndex((s) => s.id === section.id),
        parts,
      ),
    );
  });

  app.put('/channelSections', async (request, reply) => {
    const channelId = beginUserCall(api, request, 'channelSections.update');
    const parts = parseParts(request.query as Query, RESOURCE_PARTS.ChannelSection);
    const body = parseBody(request.body);
    if (!body.id) throw apiErrors.required('id');
    const current = api.catalog.read((state) => state.sections.find((section) => section.id === body.id));
    if (!current) throw sectionErrors.notFound();
    if (current.channelId !== channelId) throw sectionErrors.forbidden();
    const content = checkSection(body, channelId, api.store, known);
    const position = checkPosition(body.snippet?.position, sectionsOf(api, channelId).length);
    const section: SectionRecord = { id: current.id, channelId, ...content };
    api.catalog.change((state) => {
      const at = sectionsOf(api, channelId).findIndex((s) => s.id === section.id);
      state.sections = place(state.sections, section, position ?? at);
    });
    return reply.type('application/json; charset=UTF-8').send(
      projectSection(
        section,
        sectionsOf(api, channelId).findIndex((s) => s.id === section.id),
        parts,
      ),
    );
  });

  app.delete('/channelSections', async (request, reply) => {
    const channelId = beginUserCall(api, request, 'channelSections.delete');
    const id = stringParam(request.query as Query, 'id');
    if (!id) throw apiErrors.required('id');
    const current = api.catalog.read((state) => state.sections.find((section) => section.id === id));
    if (!current) throw sectionErrors.notFound();
    if (current.channelId !== channelId) throw sectionErrors.forbidden();
    api.catalog.change((state) => {
      state.sections = state.sections.filter((section) => section.id !== id);
    });
    return reply.code(204).send();
  });
}
