// Every language's messages, for a process that holds them all from its start: the main process says things
// synchronously (menus, notifications, refusals) and switches language at any moment, and tests format in any
// language. A page loads only the language it speaks (catalogue.ts's `loadLocale`): it never imports this file.
import { registerLocales } from './catalogue';
import de from './compiled/de.json' with { type: 'json' };
import enXA from './compiled/en-XA.json' with { type: 'json' };
import es from './compiled/es.json' with { type: 'json' };
import ja from './compiled/ja.json' with { type: 'json' };
import ptBR from './compiled/pt-BR.json' with { type: 'json' };

/** Registers every language with the catalogue; calling it again changes nothing. */
export function holdEveryLocale(): void {
  registerLocales({
    es,
    'pt-BR': ptBR,
    de,
    ja,
    'en-XA': enXA,
  });
}
