import type { EmulatorFeature } from '../context';

// Placeholder until this feature lands: registers nothing.
export const edgeFeature: EmulatorFeature = () => {};
