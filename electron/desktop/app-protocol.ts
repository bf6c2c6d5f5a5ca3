// Serves the built renderer from app://desk/ instead of file://, so the page has a real origin to check IPC
// senders against and every response carries our CSP header. Paths cannot escape the renderer folder.
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { contentSecurityPolicy } from '../app/content-security-policy';
import { APP_ORIGIN } from './window';

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

/** A file inside the renderer folder, or why there is none: a URL that cannot be a file (400), or no such file. */
type RendererFileLookup = { readonly file: string } | { readonly status: 400 | 404 };

export function resolveRendererFile(rendererDir: string, requestUrl: string): RendererFileLookup {
  const url = new URL(requestUrl);
  // The scheme is standard, so app://other/ would be an origin of its own serving our files.
  if (`${url.protocol}//${url.host}` !== APP_ORIGIN) return { status: 404 };
  const relative = decodePath(url.pathname === '/' ? '/index.html' : url.pathname);
  if (relative === undefined) return { status: 400 };
  const resolved = normalize(join(rendererDir, relative));
  const inside = resolved.startsWith(rendererDir.endsWith(sep) ? rendererDir : rendererDir + sep);
  return inside ? { file: resolved } : { status: 404 };
}

/** undefined for a malformed % escape or a NUL byte, which no file name of ours contains. */
function decodePath(pathname: string): string | undefined {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? undefined : decoded;
  } catch {
    return undefined;
  }
}

export async function serveRendererFile(rendererDir: string, request: Request): Promise<Response> {
  const lookup = resolveRendererFile(rendererDir, request.url);
  if ('status' in lookup) {
    return new Response(lookup.status === 400 ? 'Bad request' : 'Not found', { status: lookup.status });
  }
  try {
    const body = await readFile(lookup.file);
    return new Response(body, {
      headers: {
        'content-type': mimeTypes[extname(lookup.file)] ?? 'application/octet-stream',
        'content-security-policy': contentSecurityPolicy(),
        'x-content-type-options': 'nosniff',
      },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
