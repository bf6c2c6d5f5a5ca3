// react-intl 12 types a descriptor from defineMessages as taking no values unless each message's values are spelled
// out as a type; we let the descriptors take any values instead (`untyped(defineMessages({…}))`), and hold the
// arguments by test: every locale's message must use no argument its English message lacks (the catalogue test).
import type { MessageDescriptor } from 'react-intl';

export type Untyped<T> = { readonly [K in keyof T]: MessageDescriptor };

export function untyped<T extends Record<string, MessageDescriptor>>(messages: T): Untyped<T> {
  return messages;
}
