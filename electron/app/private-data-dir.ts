// The data dir holds the encrypted secrets and their key, the upload queue (whose resumable session URLs let
// anyone holding them write to the channel's upload), staged copies of the user's videos and the demo emulator's
// tokens: no other account on the machine may list or read it. Created 0700, and tightened when an earlier run, a
// key file written first, or the user created it looser.
import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Folders of other modules (upload queue, staging area, demo workspace) that hold sensitive files. */
export const SENSITIVE_SUBFOLDERS = ['uploads', 'staging', 'demo-emulator'] as const;

export function preparePrivateDataDir(dataDir: string, platform: NodeJS.Platform = process.platform): void {
  for (const folder of [dataDir, ...SENSITIVE_SUBFOLDERS.map((name) => join(dataDir, name))]) {
    makePrivateFolder(folder, platform);
  }
}

function makePrivateFolder(folder: string, platform: NodeJS.Platform): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  // Windows has ACLs, not modes, and the profile folder is already the user's own.
  if (platform === 'win32') return;
  const stats = statSync(folder);
  // Only the owner may chmod; a folder someone else owns is left as it is rather than failing the start.
  if ((stats.mode & 0o077) !== 0 && stats.uid === process.getuid?.()) chmodSync(folder, 0o700);
}
