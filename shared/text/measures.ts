// Numbers, file sizes and durations in the chosen locale (text-locale.ts), through Intl: "1,234" / "1.234",
// "3.5 MiB" / "3,5 MiB", "2 hr, 10 min" / "2 Std., 10 Min.". Sizes keep binary units (what file managers show for the
// same files); only their number is the locale's.
import { textLocale } from './text-locale';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(given: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = given ?? textLocale();
  const key = JSON.stringify([locale ?? '', options]);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** "1,234" in English, "1.234" in German. */
export function formatNumber(value: number, locale?: string): string {
  return numberFormat(locale).format(value);
}

const SIZE_UNITS = ['KiB', 'MiB', 'GiB', 'TiB'] as const;

/** "512 bytes" below a KiB (the word from `bytesWord`), else "3.5 MiB": one decimal below 100, none above. */
export function formatFileSize(bytes: number, locale?: string, bytesWord = 'bytes'): string {
  const whole = Math.max(0, Math.round(Number.isFinite(bytes) ? bytes : 0));
  if (whole < 1024) return `${formatNumber(whole, locale)} ${bytesWord}`;
  let value = whole / 1024;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = value >= 100 ? 0 : 1;
  const number = numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  return `${number} ${SIZE_UNITS[unit]}`;
}

type DurationUnit = 'hour' | 'minute' | 'second';

function unitPart(amount: number, unit: DurationUnit, locale: string | undefined): string {
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(amount);
}

/** A duration as the locale abbreviates it, two units at most: "45 sec", "3 min, 5 sec", "2 hr, 10 min". */
export function formatDuration(seconds: number, locale?: string): string {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const parts: [number, DurationUnit][] =
    hours > 0
      ? [
          [hours, 'hour'],
          [minutes, 'minute'],
        ]
      : minutes > 0
        ? [
            [minutes, 'minute'],
            [rest, 'second'],
          ]
        : [[rest, 'second']];
  const shown = parts.filter(([amount], index) => index === 0 || amount > 0);
  const list = new Intl.ListFormat(locale ?? textLocale(), { style: 'narrow', type: 'unit' });
  return list.format(shown.map(([amount, unit]) => unitPart(amount, unit, locale)));
}
