// The building blocks of the IPC contract. A call is a zod schema for its input plus the TypeScript type of its
// output; an event is a zod schema for its payload. Both hosts (Electron IPC and the browser-mode WebSocket) and the
// renderer derive every type from these declarations, so a call cannot drift between the two sides.
import type { z } from 'zod';
import type { DeskErrorCode } from './error-codes';

export interface CallSpec<I extends z.ZodType = z.ZodType, O = unknown> {
  readonly input: I;
  /** Phantom: carries the output type only. */
  readonly output?: O;
}

export function call<I extends z.ZodType, O>(input: I): CallSpec<I, O> {
  return { input };
}

export type CallMap = Record<string, CallSpec>;
export type EventMap = Record<string, z.ZodType>;

/** What a host sends back for every call: the renderer never sees a raw exception. */
export type CallResult<O> =
  { readonly ok: true; readonly value: O } | { readonly ok: false; readonly error: DeskErrorShape };

export interface DeskErrorShape {
  /** What kind of failure, from the one list in error-codes.ts: the renderer decides what to offer from it. */
  readonly code: DeskErrorCode;
  /** A sentence for the user that says what happened and what to do. */
  readonly message: string;
  /** Optional structured detail (validation issues, the service's own reason and status). Never secrets. */
  readonly details?: unknown;
}

type KeysOfOtherDomains<T, D extends keyof T> = { [O in Exclude<keyof T, D>]: keyof T[O] }[Exclude<keyof T, D>];
/** The names that more than one domain declares. */
export type DuplicateNames<T> = { [D in keyof T]: keyof T[D] & KeysOfOtherDomains<T, D> }[keyof T];
/**
 * Nothing when the domains' names are distinct; otherwise a property the argument lacks, named after each duplicate,
 * so the compiler's error says which name is declared twice.
 */
type RejectDuplicates<T> = [DuplicateNames<T>] extends [never]
  ? unknown
  : { readonly [K in DuplicateNames<T> & string as `declared by two domains: ${K}`]: never };
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;
type Joined<T> = { [K in keyof UnionToIntersection<T[keyof T]>]: UnionToIntersection<T[keyof T]>[K] };

/**
 * Joins the domains' call (or event) maps into one. A spread would let a later domain silently replace an earlier
 * domain's declaration of the same name, and the router would then validate one domain's calls with another's
 * schema; here a shared name is a type error and, should a cast hide it, an error when the contract is loaded.
 * `kind` and the domains' keys name the culprit in that error.
 */
export function joinDomains<T extends Record<string, Record<string, unknown>>>(
  kind: 'call' | 'event',
  domains: T & RejectDuplicates<T>,
): Joined<T> {
  const joined: Record<string, unknown> = {};
  const owner = new Map<string, string>();
  for (const [domain, map] of Object.entries(domains as T)) {
    for (const [name, spec] of Object.entries(map)) {
      const earlier = owner.get(name);
      if (earlier !== undefined) {
        throw new Error(
          `The IPC contract declares the ${kind} "${name}" twice: in the ${earlier} and ${domain} domains.`,
        );
      }
      owner.set(name, domain);
      joined[name] = spec;
    }
  }
  return joined as Joined<T>;
}
