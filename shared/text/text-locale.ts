// The locale every formatter of shared/text uses when its caller names none: the language the creator chose (set by
// the renderer's language store and the main process's message catalogue when it changes), so every screen that
// says a date or a count through shared/text follows a language switch without passing the locale along. Unset, it
// is the runtime's own (tests and English output unchanged).
let active: string | undefined;

export function setTextLocale(locale: string | undefined): void {
  active = locale;
}

export function textLocale(): string | undefined {
  return active;
}
