import { describe, expect, it } from 'vitest';
import { filesFromArgv, OpenWithQueue } from '../../../../../electron/desktop/decisions/open-with';

const linux = { cwd: '/home/ana/videos', platform: 'linux' as const, defaultApp: false };
const windows = { cwd: 'C:\\Users\\Ana\\Videos', platform: 'win32' as const, defaultApp: false };

describe('files named on a launch', () => {
  it('skips the executable and the app path in development, keeps the files, resolves relative ones', () => {
    expect(filesFromArgv(['/opt/Channel Desk/channel-desk', 'take1.mp4', '/media/b.mov'], linux)).toEqual([
      '/home/ana/videos/take1.mp4',
      '/media/b.mov',
    ]);
    expect(filesFromArgv(['/usr/bin/electron', '.', '../take2.webm'], { ...linux, defaultApp: true })).toEqual([
      '/home/ana/take2.webm',
    ]);
  });

  it('never takes an option or its value for a file, nor a switch Chromium or macOS added', () => {
    const argv = [
      'C:\\Program Files\\Channel Desk\\Channel Desk.exe',
      '--allow-file-access-from-files',
      '--original-process-start-time=13380000000000000',
      '--data-dir',
      'D:\\desk-data',
      '--demo',
      '-psn_0_12345',
      'clip.mp4',
    ];
    expect(filesFromArgv(argv, windows)).toEqual(['C:\\Users\\Ana\\Videos\\clip.mp4']);
  });

  it('resolves in the path rules of the platform: drive letters, UNC paths and forward slashes on Windows', () => {
    const exe = 'C:\\Channel Desk.exe';
    expect(filesFromArgv([exe, 'D:\\raw\\a.mp4', '\\\\nas\\share\\b.mp4', 'sub/c.mp4'], windows)).toEqual([
      'D:\\raw\\a.mp4',
      '\\\\nas\\share\\b.mp4',
      'C:\\Users\\Ana\\Videos\\sub\\c.mp4',
    ]);
  });

  it('reads file:// URLs (Linux desktop files pass %U) and drops a malformed one', () => {
    expect(
      filesFromArgv(['channel-desk', 'file:///home/ana/My%20Clip.mp4', 'file://remote-host/x.mp4'], linux),
    ).toEqual(['/home/ana/My Clip.mp4']);
    expect(filesFromArgv(['x.exe', 'file:///C:/Clips/a%20b.mp4'], windows)).toEqual(['C:\\Clips\\a b.mp4']);
  });

  it('takes what follows -- as files, even when it looks like a flag', () => {
    expect(filesFromArgv(['channel-desk', '--', '--weird-name.mp4'], linux)).toEqual([
      '/home/ana/videos/--weird-name.mp4',
    ]);
  });

  it('names nothing for a plain launch', () => {
    expect(filesFromArgv(['channel-desk'], linux)).toEqual([]);
    expect(filesFromArgv(['electron', '.', '--demo'], { ...linux, defaultApp: true })).toEqual([]);
  });
});

describe('open-with queue', () => {
  it('holds files that arrive before the app can queue them (macOS open-file before ready), then delivers', () => {
    const queue = new OpenWithQueue();
    const delivered: string[][] = [];
    queue.add(['/a.mp4']);
    queue.add([]);
    queue.add(['/b.mov']);
    queue.ready((files) => delivered.push([...files]));
    queue.add(['/c.mp4']);
    expect(delivered).toEqual([['/a.mp4', '/b.mov'], ['/c.mp4']]);
  });

  it('delivers nothing at ready when nothing waited', () => {
    const queue = new OpenWithQueue();
    const delivered: string[][] = [];
    queue.ready((files) => delivered.push([...files]));
    expect(delivered).toEqual([]);
  });
});
