// The demo emulator's rulesets API from a spec's side: its address, tokens and zones, and reads of a zone's rulesets
// with the write token, the way any other client of the service would see them.
import { demoControl, type WebHost } from './web-host';

export interface DemoRulesets {
  readonly apiBaseUrl: string;
  readonly tokens: { readonly write: string };
  readonly zones: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

/** The emulator the demo workspace printed, and what it says of its rulesets API. */
export async function demoRulesets(host: WebHost): Promise<DemoRulesets> {
  const emulator = /Demo workspace emulator: (http:\/\/127\.0\.0\.1:\d+)/.exec(host.output())?.[1];
  if (!emulator) throw new Error('browser mode did not print the demo emulator URL');
  const info = (await (await fetch(`${emulator}/_emulator/v1/info`, { headers: demoControl })).json()) as {
    rulesets: DemoRulesets;
  };
  return info.rulesets;
}

/** GET of `/zones/<zone>/rulesets<path>`: the answer's result. */
export async function readZoneRulesets(info: DemoRulesets, zoneId: string, path: string): Promise<any> {
  const answer = await fetch(`${info.apiBaseUrl}/zones/${zoneId}/rulesets${path}`, {
    headers: { authorization: `Bearer ${info.tokens.write}` },
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { result: unknown }).result;
}
