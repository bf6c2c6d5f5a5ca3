// The rulesets API of the web-infrastructure service (zones, token verify, rulesets, rules, versions), its
// persisted state and its test controls. The service is decorated as `rulesets`: the edge reads the rules from it.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { EmulatorContext } from '../context';
import { EMULATOR_CORE } from '../core-plugin';
import { API_PREFIX, rulesetsApiPlugin } from './api-plugin';
import { registerControlRoutes } from './control-routes';
import { RulesetsService } from './rulesets-service';
import { SEED_TOKENS, seedState } from './seed';
import { DEFAULT_RULESETS_SETTINGS } from './settings';
import { RulesetsStateFile } from './state-file';

declare module 'fastify' {
  interface FastifyInstance {
    rulesets: RulesetsService;
  }
}

function createRulesetsService(ctx: EmulatorContext): RulesetsService {
  const file = new RulesetsStateFile(ctx.options.dataDir);
  const stored = file.load(ctx.now());
  const state = stored ?? seedState(new Date(ctx.now()).toISOString());
  const service = new RulesetsService({ state, file, settings: DEFAULT_RULESETS_SETTINGS, now: () => ctx.now() });
  if (!stored) file.save(state);
  return service;
}

const rulesetsApi: FastifyPluginAsync = async (app) => {
  const ctx = app.emulator;
  const service = createRulesetsService(ctx);
  app.decorate('rulesets', service);
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

export const RULESETS_API = 'rulesets-api';

export const rulesetsPlugin = fp(rulesetsApi, {
  name: RULESETS_API,
  fastify: '5.x',
  dependencies: [EMULATOR_CORE],
});
