// sharp, loaded the first time an image is decoded or scaled rather than when the emulator starts: loading it (its
// JavaScript, libvips and the checks of the platform's libc) took ~85 ms of CPU, and most emulators — every demo
// workspace an end-to-end test starts — never see an image.
import type sharpFactory from 'sharp';

type Sharp = typeof sharpFactory;

let loading: Promise<Sharp> | undefined;

export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
