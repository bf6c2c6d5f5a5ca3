// Every plugin of the emulator, in an order that satisfies their declared dependencies: Fastify refuses to
// boot otherwise. The edge comes after the rulesets API, whose rules it enforces; its onRequest hook is on the root
// instance, so Fastify runs it before every route all the same, those of the scopes registered earlier included.
// The door guard's hook comes after the edge's, so a zone's Host reaches the edge and every other request the door.
import { bigChannelControlPlugin } from './control/big-channel-control-plugin';
import { catalogUploadsPlugin } from './data-api/catalog/catalog-plugin';
import { controlPlugin } from './control/control-plugin';
import { processingControlPlugin } from './control/processing-control-plugin';
import { doorPlugin } from './door/door-plugin';
import { edgePlugin } from './edge/edge-plugin';
import { mediaPlugin } from './data-api/media/media-plugin';
import { oauthPlugin } from './oauth/oauth-plugin';
import { rulesetsPlugin } from './rulesets/rulesets-plugin';
import { uploadHostPlugin } from './upload-host/upload-host-plugin';
import { youtubeDataApiPlugin } from './data-api/data-api-plugin';

export const plugins = [
  youtubeDataApiPlugin,
  oauthPlugin,
  uploadHostPlugin,
  catalogUploadsPlugin,
  mediaPlugin,
  rulesetsPlugin,
  edgePlugin,
  controlPlugin,
  processingControlPlugin,
  bigChannelControlPlugin,
  doorPlugin,
] as const;
