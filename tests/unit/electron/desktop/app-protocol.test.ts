// The app:// handler that serves the renderer, against a real folder.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveRendererFile, serveRendererFile } from '../../../../electron/desktop/app-protocol';

describe('app:// protocol', () => {
  it('keeps requests inside the renderer folder', () => {
    expect(resolveRendererFile('/r', 'app://desk/index.html')).toEqual({ file: '/r/index.html' });
    expect(resolveRendererFile('/r', 'app://desk/')).toEqual({ file: '/r/index.html' });
    expect(resolveRendererFile('/r', 'app://desk/assets/a.js')).toEqual({ file: '/r/assets/a.js' });
    // Dot segments are resolved by URL parsing; encoded slashes are not, so they must be caught here.
    expect(resolveRendererFile('/r', 'app://desk/%2e%2e/%2e%2e/etc/passwd')).toEqual({ file: '/r/etc/passwd' });
    expect(resolveRendererFile('/r', 'app://desk/..%2f..%2fetc%2fpasswd')).toEqual({ status: 404 });
    expect(resolveRendererFile('/r', 'app://desk/%2e%2e%2fsecret')).toEqual({ status: 404 });
  });

  it('serves only its own host', () => {
    expect(resolveRendererFile('/r', 'app://other/index.html')).toEqual({ status: 404 });
  });

  it('answers 400 to a malformed escape or a NUL byte instead of throwing', async () => {
    const rendererDir = mkdtempSync(join(tmpdir(), 'desk-renderer-'));
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html>');
    for (const url of ['app://desk/%E0%A4%A', 'app://desk/%', 'app://desk/a%zz.js', 'app://desk/index.html%00.js']) {
      const response = await serveRendererFile(rendererDir, new Request(url));
      expect(response.status, url).toBe(400);
    }
    const page = await serveRendererFile(rendererDir, new Request('app://desk/index.html'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await serveRendererFile(rendererDir, new Request('app://desk/missing.js'))).status).toBe(404);
  });
});
