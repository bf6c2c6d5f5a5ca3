// The Appearance setting at the foot of the sidebar: follow the system's theme (the default), or pin light or dark.
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { THEME_CHOICES, useTheme, type ThemeChoice } from '../stores/theme-store';

const LABELS: Readonly<Record<ThemeChoice, { label: string; icon: LucideIcon }>> = {
  system: { label: 'System', icon: Monitor },
  light: { label: 'Light', icon: Sun },
  dark: { label: 'Dark', icon: Moon },
};

export function ThemeSetting() {
  const choice = useTheme((s) => s.choice);
  const choose = useTheme((s) => s.choose);
  return (
    <fieldset className="theme-setting" data-testid="theme-setting">
      <legend>Theme</legend>
      <div className="theme-options">
        {THEME_CHOICES.map((option) => {
          const { label, icon: Icon } = LABELS[option];
          return (
            <label key={option} className={option === choice ? 'theme-option theme-chosen' : 'theme-option'}>
              <input
                type="radio"
                name="theme"
                value={option}
                checked={option === choice}
                onChange={() => choose(option)}
              />
              <Icon size={14} />
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
