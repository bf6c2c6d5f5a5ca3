// The pages the authorization server shows in a browser: the consent page and its error page. Plain HTML with
// inline styles only, under a CSP that lets the form post here and the redirect go back to a loopback address.
import type { FastifyReply } from 'fastify';
import { KNOWN_SCOPES, type OAuthClientRecord } from './oauth-clients';

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self' http://127.0.0.1:* http://localhost:* http://[::1]:*; base-uri 'none'; frame-ancestors 'none'";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;display:flex;justify-content:center;padding:48px 16px}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;max-width:460px;width:100%;padding:32px}
h1{font-size:1.3rem;margin:0 0 8px}ul{padding-left:20px}label{display:block;margin:6px 0}
.actions{display:flex;gap:12px;justify-content:flex-end;margin-top:24px}button{font-size:1rem;padding:8px 20px;border-radius:6px;border:1px solid #94a3b8;background:#fff;cursor:pointer}
button.primary{background:#1d4ed8;border-color:#1d4ed8;color:#fff}.note{color:#475569;font-size:.9rem}</style></head>
<body><main>${body}</main></body></html>`;
}

export function sendErrorPage(reply: FastifyReply, status: number, error: string, detail: string): FastifyReply {
  return reply
    .code(status)
    .header('content-security-policy', PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(
      page(
        `Error ${status}: ${error}`,
        `<h1>Access blocked: authorization error</h1><p><strong>Error ${status}: ${escapeHtml(error)}</strong></p><p>${escapeHtml(detail)}</p>`,
      ),
    );
}

export function sendConsentPage(
  reply: FastifyReply,
  input: {
    requestId: string;
    client: OAuthClientRecord;
    scopes: readonly string[];
    channels: ReadonlyArray<{ id: string; title: string }>;
    selected?: string;
  },
): FastifyReply {
  const scopes = input.scopes.map((scope) => `<li>${escapeHtml(KNOWN_SCOPES[scope] ?? scope)}</li>`).join('');
  const channels = input.channels
    .map(
      (channel, index) =>
        `<label><input type="radio" name="channel" value="${escapeHtml(channel.id)}"${(input.selected ? channel.id === input.selected : index === 0) ? ' checked' : ''}> ${escapeHtml(channel.title)}</label>`,
    )
    .join('');
  const body = `<h1>${escapeHtml(input.client.name)} wants to access your account</h1>
<p class="note">This is the Channel Desk emulator's sign-in page; no real account is involved.</p>
<form method="post" action="/o/oauth2/v2/auth/decision">
<input type="hidden" name="request" value="${escapeHtml(input.requestId)}">
<fieldset><legend>Choose a channel</legend>${channels}</fieldset>
<p>This will allow ${escapeHtml(input.client.name)} to:</p><ul>${scopes}</ul>
<div class="actions"><button type="submit" name="decision" value="deny">Cancel</button>
<button type="submit" name="decision" value="allow" class="primary">Allow</button></div></form>`;
  return reply
    .header('content-security-policy', PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(page('Sign in - Channel Desk emulator', body));
}
