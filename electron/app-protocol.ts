// Serves the built renderer from app://desk/ instead of file://, so the page has a real origin to check IPC
// senders against and every response carries our CSP header. Paths cannot escape the renderer folder.
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { contentSecurityPolicy } from './app/content-security-policy';

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

export function resolveRendererFile(rendererDir: string, requestUrl: string): string | undefined {
  const { pathname } = new URL(requestUrl);
  const relative = decodeURIComponent(pathname === '/' ? '/index.html' : pathname);
  const resolved = normalize(join(rendererDir, relative));
  return resolved.startsWith(rendererDir.endsWith(sep) ? rendererDir : rendererDir + sep) ? resolved : undefined;
}

export async function serveRendererFile(rendererDir: string, request: Request): Promise<Response> {
  const file = resolveRendererFile(rendererDir, request.url);
  if (!file) return new Response('Not found', { status: 404 });
  try {
    const body = await readFile(file);
    return new Response(body, {
      headers: {
        'content-type': mimeTypes[extname(file)] ?? 'application/octet-stream',
        'content-security-policy': contentSecurityPolicy(),
        'x-content-type-options': 'nosniff',
      },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
