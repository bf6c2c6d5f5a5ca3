// Every feature of the emulator, in registration order. The edge goes first: it claims requests whose Host is one
// of the emulated zones before any API route sees them.
import type { EmulatorFeature } from './context';
import { edgeFeature } from './edge/edge-feature';
import { oauthFeature } from './oauth/oauth-feature';
import { youtubeDataApiFeature } from './youtube/data-api-feature';
import { uploadHostFeature } from './uploads/upload-host-feature';
import { rulesetsApiFeature } from './rulesets/rulesets-feature';
import { controlFeature } from './control/control-feature';

export const features: readonly EmulatorFeature[] = [
  edgeFeature,
  oauthFeature,
  youtubeDataApiFeature,
  uploadHostFeature,
  rulesetsApiFeature,
  controlFeature,
];
