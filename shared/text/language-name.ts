// A language code's English name for messages ("de" → "German"), so a refusal names the language a creator chose
// from a list of names rather than its code. Intl's own table: the app ships with full ICU (Electron, Node).
const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** The English name of a BCP-47 code; the code itself when Intl does not know it or it does not read. */
export function languageName(code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
