// `npm run soak`: the upload soak at full length, printing its figures; exits non-zero when a promise was broken.
//   npm run soak [-- --videos 5 --size-mib 8 --kills 20 --rate-kib 1024 --chunk-kib 1024 --concurrency 2 --seed N]
import { soakOptionsFrom } from './soak-args';
import { formatSoak, runSoak } from './upload-soak';

async function main(): Promise<void> {
  let options: ReturnType<typeof soakOptionsFrom>;
  try {
    options = soakOptionsFrom(process.argv.slice(2), () => Math.floor(Math.random() * 2 ** 31));
  } catch (error) {
    console.error(`soak: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
    return;
  }
  const result = await runSoak({ ...options, log: (line) => console.log(`  ${line}`) });
  console.log(formatSoak(result));
  if (result.failures.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
