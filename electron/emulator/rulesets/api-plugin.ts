// The v4 API as one encapsulated Fastify plugin under /client/v4: its own JSON parsing, error handler and
// not-found handler, so every failure a client sees (bad JSON, unknown path, thrown CfApiError) has the v4
// envelope, without touching how the other emulated services answer.
import type { FastifyError, FastifyInstance } from 'fastify';
import { CF_CODES, CfApiError, cfErrors } from './cf-error';
import type { RulesetsService } from './rulesets-service';
import { registerAccountRoutes } from './routes-account';
import { registerRuleRoutes } from './routes-rules';
import { registerRulesetRoutes } from './routes-rulesets';
import { registerVersionRoutes } from './routes-versions';

export const API_PREFIX = '/client/v4';

export function rulesetsApiPlugin(service: RulesetsService) {
  return async function plugin(api: FastifyInstance): Promise<void> {
    // An empty JSON body (DELETE with a Content-Type) is no body, not an error.
    api.removeContentTypeParser('application/json');
    api.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch (error) {
        done(cfErrors.invalidBody(`the request body is not valid JSON: ${(error as Error).message}`), undefined);
      }
    });

    api.setErrorHandler((error: FastifyError | CfApiError, _request, reply) => {
      if (error instanceof CfApiError) return reply.code(error.status).send(error.toBody());
      const status =
        typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
          ? error.statusCode
          : 500;
      const wrapped =
        status === 500
          ? new CfApiError(500, [{ code: CF_CODES.internal, message: `internal emulator error: ${error.message}` }])
          : cfErrors.invalidBody(error.message);
      return reply.code(status).send(wrapped.toBody());
    });

    api.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? request.url;
      const error = cfErrors.couldNotRoute(path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path);
      return reply.code(error.status).send(error.toBody());
    });

    registerAccountRoutes(api, service);
    registerRulesetRoutes(api, service);
    registerRuleRoutes(api, service);
    registerVersionRoutes(api, service);
  };
}
