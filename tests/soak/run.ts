// `npm run soak`: the upload soak at full length, printing its figures; exits non-zero when a promise was broken.
//   npm run soak [-- --videos 5 --size-mib 8 --kills 20 --rate-kib 1024 --chunk-kib 1024 --concurrency 2 --seed N]
import { formatSoak, runSoak } from './upload-soak';

function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index === -1 ? fallback : Number(process.argv[index + 1]);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} needs a whole number`);
  return value;
}

async function main(): Promise<void> {
  const seed = flag('--seed', Math.floor(Math.random() * 2 ** 31));
  const result = await runSoak({
    videos: flag('--videos', 5),
    sizeBytes: flag('--size-mib', 8) * 1024 * 1024,
    kills: flag('--kills', 20),
    bytesPerSecond: flag('--rate-kib', 1024) * 1024,
    chunkSize: flag('--chunk-kib', 1024) * 1024,
    concurrency: flag('--concurrency', 2),
    seed,
    log: (line) => console.log(`  ${line}`),
  });
  console.log(formatSoak(result));
  if (result.failures.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
