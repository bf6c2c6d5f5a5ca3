// Browser mode under a client that sends calls and never reads the answers (issue 7, fault 2): the built host as
// `npm run web` runs it, its resident memory read from /proc while idle, during the abuse and after. Prints figures;
// asserts nothing (the bound itself is asserted on the bridge's accounting in tests/integration/web/backpressure).
//   npx tsx tests/bench/web-backpressure.ts [--seconds 10]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface BackpressureFigures {
  readonly idleRssMB: number;
  readonly peakRssMB: number;
  readonly afterRssMB: number;
  readonly callsSentMiB: number;
  readonly cutOff: boolean;
}

function rssMB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

function maskedText(text: string): Buffer {
  const payload = Buffer.from(text);
  const mask = randomBytes(4);
  const header =
    payload.length < 126
      ? Buffer.from([0x81, 0x80 | payload.length])
      : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
  for (let i = 0; i < payload.length; i += 1) payload[i]! ^= mask[i % 4]!;
  return Buffer.concat([header, mask, payload]);
}

export async function runBackpressureBenchmark(seconds: number): Promise<BackpressureFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'desk-bench-web-'));
  const host = spawn(
    process.execPath,
    [join(root, 'dist/electron/web-host.js'), '--port', '0', '--data-dir', dataDir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const url = await new Promise<URL>((resolve, reject) => {
      let output = '';
      host.stdout.on('data', (chunk) => {
        output += String(chunk);
        const match = /ready: (http:\/\/\S+)/.exec(output);
        if (match) resolve(new URL(match[1]!));
      });
      host.once('exit', (code) => reject(new Error(`the host exited (${code}); run "npm run build" first`)));
    });
    const traded = await fetch(`${url.origin}/_desk/session`, {
      method: 'POST',
      headers: { 'x-desk-token': url.searchParams.get('token')! },
    });
    const { session } = (await traded.json()) as { session: string };
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleRssMB = rssMB(host.pid!);

    const socket = connect(Number(url.port), '127.0.0.1');
    socket.write(
      `GET /_desk/ws HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${url.origin}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n` +
        `Sec-WebSocket-Protocol: channel-desk, desk-session.${session}\r\n\r\n`,
    );
    await new Promise((resolve) => socket.once('data', resolve));
    socket.pause();
    let cutOff = false;
    socket.once('close', () => (cutOff = true));
    socket.on('error', () => undefined);
    const batch = Buffer.concat(
      Array.from({ length: 1000 }, (_, id) => maskedText(JSON.stringify({ type: 'call', id, name: 'app.info' }))),
    );
    let sentBytes = 0;
    let peakRssMB = idleRssMB;
    const until = Date.now() + seconds * 1000;
    while (Date.now() < until && !cutOff) {
      if (socket.write(batch)) sentBytes += batch.length;
      else await new Promise((resolve) => socket.once('drain', resolve).once('close', resolve));
      peakRssMB = Math.max(peakRssMB, rssMB(host.pid!));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    return {
      idleRssMB,
      peakRssMB,
      afterRssMB: rssMB(host.pid!),
      callsSentMiB: Math.round(sentBytes / 1024 / 1024),
      cutOff,
    };
  } finally {
    host.kill('SIGTERM');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const index = process.argv.indexOf('--seconds');
  const figures = await runBackpressureBenchmark(index === -1 ? 10 : Number(process.argv[index + 1]));
  console.log(figures);
}
