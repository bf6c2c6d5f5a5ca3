// A language code's name ("de" → "German"), so a refusal names the language a creator chose from a list of names
// rather than its code; in English unless another language is asked for ("de" in German: "Deutsch", the language
// setting's own names). Intl's own table: the app ships with full ICU (Electron, Node).
const namesByLocale = new Map<string, Intl.DisplayNames>();

function names(inLocale: string): Intl.DisplayNames {
  let found = namesByLocale.get(inLocale);
  if (!found) {
    found = new Intl.DisplayNames([inLocale], { type: 'language', fallback: 'code' });
    namesByLocale.set(inLocale, found);
  }
  return found;
}

/**
 * The name of a BCP-47 code in `inLocale` (English by default), its first letter capitalized as a list of languages
 * shows it ("español"→"Español"); the code itself when Intl does not know it or it does not read.
 */
export function languageName(code: string, inLocale = 'en'): string {
  try {
    const name = names(inLocale).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(inLocale) + name.slice(1);
  } catch {
    return code;
  }
}
