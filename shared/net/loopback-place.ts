// A server of ours on loopback can be reached by any web page the user visits: by DNS rebinding (the page's own
// name in Host) or by a cross-site request (a foreign Origin). A request must name the server in Host, and in
// Origin when it has one. Browser mode (electron/web/access-guard.ts) and the emulator's door guard share this.
type GuardVerdict = { readonly ok: true } | { readonly ok: false; readonly status: 401 | 403; readonly reason: string };

interface PlaceInput {
  readonly host: string | undefined;
  readonly origin: string | undefined;
  /** WebSocket upgrades must name their Origin; browsers always send it there. */
  readonly requireOrigin: boolean;
}

function allowedHosts(port: number): readonly string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

export function checkPlace(input: PlaceInput, port: number): GuardVerdict {
  const hosts = allowedHosts(port);
  if (!input.host || !hosts.includes(input.host.toLowerCase())) {
    return { ok: false, status: 403, reason: 'foreign Host header' };
  }
  if (input.origin !== undefined || input.requireOrigin) {
    const origins = hosts.map((host) => `http://${host}`);
    if (!input.origin || !origins.includes(input.origin.toLowerCase())) {
      return { ok: false, status: 403, reason: 'foreign Origin header' };
    }
  }
  return { ok: true };
}
