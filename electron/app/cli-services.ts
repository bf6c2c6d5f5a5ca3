// The service endpoints a developer chose on the command line: a JSON file with the six URLs (`--services`) or a
// running emulator asked for its own (`--emulator`). They hold for this run only and never come from the page.
import { readFile } from 'node:fs/promises';
import { serviceSettingsSchema, serviceUrlProblem, type ServiceSettings } from '../../shared/ipc/app';
import { readEmulatorEndpoints } from '../auth/demo-workspace';
import { CliError, type CliOptions } from './cli-args';

export async function servicesFromCli(
  options: Pick<CliOptions, 'servicesFile' | 'emulatorUrl' | 'controlSecret'>,
): Promise<ServiceSettings | undefined> {
  if (options.servicesFile !== undefined && options.emulatorUrl !== undefined) {
    throw new CliError('Give either --services or --emulator, not both.');
  }
  if (options.servicesFile !== undefined) return readServicesFile(options.servicesFile);
  if (options.emulatorUrl !== undefined) {
    if (options.controlSecret === undefined) throw new CliError('--emulator needs --control-secret.');
    return askEmulator(options.emulatorUrl, options.controlSecret);
  }
  return undefined;
}

async function readServicesFile(path: string): Promise<ServiceSettings> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new CliError(
      `--services: could not read ${path} as JSON (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  const parsed = serviceSettingsSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const what =
        issue.code === 'invalid_type' && issue.message.endsWith('undefined')
          ? 'missing'
          : issue.message.replace(/\.$/, '');
      return `${issue.path.join('.') || 'file'}: ${what}`;
    });
    throw new CliError(
      `--services: ${path} must be an object with exactly dataApiBaseUrl, uploadBaseUrl, oauthAuthorizeUrl, ` +
        `oauthTokenUrl, oauthRevokeUrl and rulesetsApiBaseUrl (${problems.join('; ')}).`,
    );
  }
  return parsed.data;
}

async function askEmulator(baseUrl: string, controlSecret: string): Promise<ServiceSettings> {
  const problem = serviceUrlProblem(baseUrl);
  if (problem) throw new CliError(`--emulator: ${problem}`);
  let services: ServiceSettings;
  try {
    services = (await readEmulatorEndpoints(baseUrl, controlSecret)).services;
  } catch (error) {
    throw new CliError(
      `--emulator: ${baseUrl} did not answer GET /_emulator/v1/info like the emulator ` +
        `(${error instanceof Error ? error.message : String(error)}). Start it with \`npm run emulator -- --port <n>\` ` +
        'and pass the control secret it printed with --control-secret.',
    );
  }
  // The emulator's answer is input too: the same rules as any other endpoint set.
  const parsed = serviceSettingsSchema.safeParse(services);
  if (!parsed.success) {
    throw new CliError(
      `--emulator: the endpoints it reported were refused (${parsed.error.issues.map((issue) => issue.message).join(' ')}).`,
    );
  }
  return parsed.data;
}
