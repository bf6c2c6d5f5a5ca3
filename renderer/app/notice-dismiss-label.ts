// A dismiss button's name says which notice it closes: a screen reader lists several "Dismiss" buttons otherwise.

const WORDS = 6;

export function noticeDismissLabel(message: string): string {
  const words = message.trim().split(/\s+/).filter(Boolean);
  const start = words.slice(0, WORDS).join(' ');
  return `Dismiss: ${start}${words.length > WORDS ? '…' : ''}`;
}
