// Sizes as people read them in the image rules' sentences (binary units, one decimal below 10).
import type { IntlShape } from 'react-intl';
import { formatFileSize, formatNumber } from '../text/measures';
import { IMAGE_PROBLEMS } from './image-messages';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KiB', 'MiB', 'GiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

const MIB = 1024 * 1024;

/** A file's size in the intl's locale: "3.5 MiB" / "3,5 MiB", "512 bytes" / "512 Byte". */
export function sizeWords(bytes: number, intl: IntlShape): string {
  const whole = Math.max(0, Math.round(Number.isFinite(bytes) ? bytes : 0));
  if (whole < 1024) return intl.formatMessage(IMAGE_PROBLEMS.bytes, { count: whole });
  return formatFileSize(whole, intl.locale);
}

/**
 * A limit as the platform states it: a whole number of MiB from 10 up reads "50 MiB"; a smaller one reads as the
 * sizes it is compared with ("6.0 MiB" beside a file of "6.0 MiB").
 */
export function limitWords(bytes: number, intl: IntlShape): string {
  return bytes % MIB === 0 && bytes >= 10 * MIB
    ? `${formatNumber(bytes / MIB, intl.locale)} MiB`
    : sizeWords(bytes, intl);
}
