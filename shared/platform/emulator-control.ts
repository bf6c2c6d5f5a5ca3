// The emulator's test control (every route under /_emulator/v1 but the platform's images) answers only a caller
// that presents the emulator's control secret in one header, so a web page the user visits cannot mint tokens,
// exhaust quota or read the demo's API token from it. Every client of the control adds the header here.
export const EMULATOR_CONTROL_PREFIX = '/_emulator/v1';
export const EMULATOR_CONTROL_HEADER = 'x-emulator-control';

/** The header that opens the emulator's test control, to spread into a request's headers. */
export function emulatorControlHeaders(secret: string): { readonly [EMULATOR_CONTROL_HEADER]: string } {
  return { [EMULATOR_CONTROL_HEADER]: secret };
}

// It travels in an HTTP header and on command lines: visible ASCII only, and long enough that guessing is hopeless
// for a generated one (a chosen one is the developer's call, but an empty one would open the door).
const SECRET_PATTERN = /^[\x21-\x7e]{1,256}$/;

/** Why `secret` cannot be a control secret, or undefined when it can. */
export function controlSecretProblem(secret: string): string | undefined {
  return SECRET_PATTERN.test(secret)
    ? undefined
    : 'a control secret is 1 to 256 visible ASCII characters (no spaces), as it travels in an HTTP header';
}
