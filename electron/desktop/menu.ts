// Binds the menu template (decisions/app-menu.ts, pure) to Electron: roles stay roles, our commands get their
// click handlers here, once.
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand, MenuItemSpec } from './decisions/app-menu';

type CommandHandler = (command: MenuCommand) => void;

export function toElectronTemplate(items: readonly MenuItemSpec[], run: CommandHandler): MenuItemConstructorOptions[] {
  return items.map((item) => {
    const { command, submenu, ...rest } = item;
    const options: MenuItemConstructorOptions = { ...rest };
    if (submenu) options.submenu = toElectronTemplate(submenu, run);
    if (command) options.click = () => run(command);
    return options;
  });
}
