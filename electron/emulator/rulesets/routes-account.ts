// Token verification and zones: what a client calls before it touches rulesets.
import type { FastifyInstance } from 'fastify';
import { authenticate } from './auth';
import { cfErrors, cfSuccess } from './cf-error';
import type { TokenRecord } from './model';
import { positiveIntParam, queryString, type Query } from './query';
import type { RulesetsService } from './rulesets-service';
import { zoneView } from './views';
import { filterZones } from './zone-filter';

// The permission tags the service lists on a zone for the calling token.
const ZONE_PERMISSION_TAGS: Record<string, string> = {
  'Zone Read': '#zone:read',
  'Zone WAF Read': '#waf:read',
  'Zone WAF Write': '#waf:edit',
};

function zonePermissions(token: TokenRecord): string[] {
  return token.permissions.flatMap((p) => (ZONE_PERMISSION_TAGS[p] ? [ZONE_PERMISSION_TAGS[p]] : []));
}

export function registerAccountRoutes(api: FastifyInstance, service: RulesetsService): void {
  api.get('/user/tokens/verify', async (request) => {
    const token = authenticate(request, service, { verifyEndpoint: true });
    return cfSuccess(
      { id: token.id, status: 'active' },
      { messages: [{ code: 10000, message: 'This API Token is valid and active', type: null }] },
    );
  });

  api.get('/zones', async (request) => {
    const token = authenticate(request, service);
    const query = request.query as Query;
    const page = positiveIntParam(query, 'page', 1, 100_000);
    const perPage = positiveIntParam(query, 'per_page', 20, 50);
    // Every zone is active and in the one account, so any `order` reduces to ordering by name.
    const zones = filterZones(service.zones(), queryString(query, 'name'), queryString(query, 'status')).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    if (queryString(query, 'direction') === 'desc') zones.reverse();
    const items = zones.slice((page - 1) * perPage, page * perPage);
    return cfSuccess(
      items.map((z) => zoneView(z, zonePermissions(token))),
      {
        result_info: {
          page,
          per_page: perPage,
          count: items.length,
          total_count: zones.length,
          total_pages: Math.max(1, Math.ceil(zones.length / perPage)),
        },
      },
    );
  });

  api.get('/zones/:zoneId', async (request) => {
    const token = authenticate(request, service);
    const { zoneId } = request.params as { zoneId: string };
    const zone = service.zoneById(zoneId);
    if (!zone) throw cfErrors.couldNotRoute(`/zones/${zoneId}`);
    return cfSuccess(zoneView(zone, zonePermissions(token)));
  });
}
