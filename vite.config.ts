import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The renderer is served from app://desk/ in the desktop app and from the browser-mode host; relative asset URLs
// work under both.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2023',
  },
  // The bulk preview's worker is a module worker: it loads its one language as a chunk, as the page does, instead of
  // every language inlined in its script.
  worker: { format: 'es' },
});
