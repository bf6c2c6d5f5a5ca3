// The keyboard session's keys: what each key does, beside the list the `?` panel shows, so both change together.
import type { MessageDescriptor } from 'react-intl';
import { COMMENTS } from './comments-messages';

export type CommentKeyAction =
  | 'next'
  | 'previous'
  | 'first'
  | 'last'
  | 'approve'
  | 'reject'
  | 'ban'
  | 'select'
  | 'selectRange'
  | 'undo'
  | 'takeSuggestion'
  | 'takeAllSuggestions'
  | 'help'
  | 'close';

/** A key's name as the help says it: a letter or symbol as it is, or a message (Shift, Escape…). */
export type KeyName = string | { readonly message: MessageDescriptor; readonly values?: Record<string, string> };

export const KEY_HELP: ReadonlyArray<{ keys: KeyName; action: MessageDescriptor }> = [
  { keys: { message: COMMENTS.keyOr, values: { first: 'j', second: '↓' } }, action: COMMENTS.keyNext },
  { keys: { message: COMMENTS.keyOr, values: { first: 'k', second: '↑' } }, action: COMMENTS.keyPrevious },
  { keys: { message: COMMENTS.keyHomeEnd }, action: COMMENTS.keyFirstLast },
  { keys: 'a', action: COMMENTS.keyApprove },
  { keys: 'r', action: COMMENTS.keyReject },
  { keys: 'b', action: COMMENTS.keyBan },
  { keys: 'x', action: COMMENTS.keySelect },
  { keys: { message: COMMENTS.keyShift, values: { key: 'x' } }, action: COMMENTS.keySelectRange },
  { keys: 'u', action: COMMENTS.keyUndo },
  { keys: 's', action: COMMENTS.keyTake },
  { keys: { message: COMMENTS.keyShift, values: { key: 's' } }, action: COMMENTS.keyTakeAll },
  { keys: '?', action: COMMENTS.keyHelp },
  { keys: { message: COMMENTS.keyEscape }, action: COMMENTS.keyClose },
];

/** The action of a key press, or undefined for keys the list leaves alone (with Ctrl, Alt or Meta, for instance). */
export function keyAction(event: {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}): CommentKeyAction | undefined {
  if (event.ctrlKey || event.altKey || event.metaKey) return undefined;
  switch (event.key) {
    case 'j':
    case 'ArrowDown':
      return 'next';
    case 'k':
    case 'ArrowUp':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'a':
      return 'approve';
    case 'r':
      return 'reject';
    case 'b':
      return 'ban';
    case 'x':
      return 'select';
    case 'X':
      return event.shiftKey ? 'selectRange' : 'select';
    case 'u':
      return 'undo';
    case 's':
      return 'takeSuggestion';
    case 'S':
      return 'takeAllSuggestions';
    case '?':
      return 'help';
    case 'Escape':
      return 'close';
    default:
      return undefined;
  }
}

/** Inputs that take no typing: a key pressed on a checkbox is still a key of the session. */
const NOT_TYPED: ReadonlySet<string> = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'image',
  'color',
  'file',
]);

/** Keys typed into a field belong to the field. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    (target instanceof HTMLInputElement && !NOT_TYPED.has(target.type)) ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * Whether the screen acts on a key pressed anywhere in the page. In a field, the key is typing. Outside the screen
 * (the sidebar), only the session's letters: arrows, Home, End and Escape belong to whatever has focus there.
 */
export function screenHearsKey(event: { key: string; target: EventTarget | null }, insideScreen: boolean): boolean {
  if (isTypingTarget(event.target)) return false;
  return insideScreen || event.key.length === 1;
}
