// Reading what is left of a JSON file torn by a crash, record by record: where a `{` closes, and a parse that answers
// a fallback instead of throwing. Shared by the salvage of the upload queue and of the moderation outbox.

/** The index of the `}` closing the `{` at `start`, skipping strings; undefined when the text ends first. */
export function matchingBrace(text: string, start: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return undefined;
}

/** `JSON.parse(text)`, or `fallback` when the text is not JSON. */
export function parseOr<T>(text: string, fallback: T): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fallback;
  }
}
