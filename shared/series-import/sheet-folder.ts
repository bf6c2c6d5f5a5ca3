// The desktop app knows where a sheet lies, so a row may name its video by a path relative to the sheet's folder
// ("Show_S01E01.mp4" or "season 1/Show_S01E01.mp4") instead of the video being added with it. Only paths inside
// that folder are taken: a sheet from elsewhere must not reach any file of the disk (`..`, absolute paths and drive
// letters are refused); the main process still checks that the file exists and is a video.

/** The path of `cell` inside the folder of `sheetPath`, or undefined when the cell leaves that folder. */
export function pathBesideSheet(sheetPath: string, cell: string): string | undefined {
  const relative = cell.trim();
  if (relative === '' || relative.includes('\0') || relative.length > 1_024) return undefined;
  if (/^([\\/]|[A-Za-z]:)/.test(relative)) return undefined;
  const parts = relative.split(/[\\/]/);
  if (parts.some((part) => part === '..' || part === '.' || part === '')) return undefined;
  const cut = Math.max(sheetPath.lastIndexOf('/'), sheetPath.lastIndexOf('\\'));
  if (cut < 0) return undefined;
  const separator = sheetPath[cut]!;
  return `${sheetPath.slice(0, cut)}${separator}${parts.join(separator)}`;
}
