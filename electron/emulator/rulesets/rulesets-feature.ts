// The rulesets API of the web-infrastructure service (zones, token verify, rulesets, rules, versions), its
// persisted state and its test controls. The edge reads the rules through the "rulesets" service.
import type { EmulatorContext, EmulatorFeature } from '../context';
import { API_PREFIX, rulesetsApiPlugin } from './api-plugin';
import { registerControlRoutes } from './control-routes';
import { RulesetsService } from './rulesets-service';
import { SEED_TOKENS, seedState } from './seed';
import { DEFAULT_RULESETS_SETTINGS } from './settings';
import { RulesetsStateFile } from './state-file';

export const RULESETS_SERVICE = 'rulesets';

export function createRulesetsService(ctx: EmulatorContext): RulesetsService {
  const file = new RulesetsStateFile(ctx.options.dataDir);
  const stored = file.load(ctx.now());
  const state = stored ?? seedState(new Date(ctx.now()).toISOString());
  const service = new RulesetsService({ state, file, settings: DEFAULT_RULESETS_SETTINGS, now: () => ctx.now() });
  if (!stored) file.save(state);
  return service;
}

export const rulesetsApiFeature: EmulatorFeature = async (app, ctx) => {
  const service = createRulesetsService(ctx);
  ctx.services.set(RULESETS_SERVICE, service);
  await app.register(rulesetsApiPlugin(service), { prefix: API_PREFIX });
  registerControlRoutes(app, service, () => ctx.now());

  ctx.info.push(() => ({
    rulesets: {
      apiBaseUrl: `${ctx.baseUrl()}${API_PREFIX}`,
      zones: service.zones().map((z) => ({ id: z.id, name: z.name, plan: z.plan })),
      tokens: {
        write: SEED_TOKENS.write.value,
        read: SEED_TOKENS.read.value,
        noPermission: SEED_TOKENS.noPermission.value,
      },
      edge: {
        baseUrl: ctx.baseUrl(),
        hostHeaderFor: 'use the zone name as Host (e.g. Host: creator-shop.example); X-Forwarded-For names the client',
      },
      controls: `${ctx.baseUrl()}/_emulator/v1/rulesets`,
    },
  }));
};
