import { uploadsDirOf } from '../db/open-configured-database.ts';
import { CommandError } from '../platform/command-error.ts';
import { copyDiskFilesToStorage, type CopyProgress } from '../platform/storage/copy-disk-files.ts';
import { createS3Storage } from '../platform/storage/s3-storage.ts';
import { runCli } from './run-cli.ts';

const USAGE = `Usage: npm run storage:migrate
  Copies every uploaded file from DATA_DIR/uploads into the bucket of STORAGE=s3 (S3_BUCKET…),
  skipping files already there with the same size, so it can be run again until it copies nothing.
  Run it before starting the servers with STORAGE=s3; the files on disk are left in place.`;

/** At most one progress line a second, however many files go by. */
const PROGRESS_EVERY_MS = 1000;

await runCli(async ({ config }) => {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'migrate' || rest.length > 0) throw new CommandError(USAGE);
  if (config.storage.kind !== 's3') {
    throw new CommandError(`STORAGE=s3 and its S3_ settings name the bucket to copy into.\n${USAGE}`);
  }
  const sourceDir = uploadsDirOf(config);
  const where = `${config.storage.endpoint ?? 'AWS'} bucket ${config.storage.bucket}`;
  console.log(`Copying the files of ${sourceDir} into the ${where}…`);
  let printedAt = Date.now();
  const line = ({ total, copied, skipped }: CopyProgress) => `copied ${copied} of ${total}, skipped ${skipped}`;
  const outcome = await copyDiskFilesToStorage({
    sourceDir,
    target: createS3Storage(config.storage),
    onProgress: (progress) => {
      if (Date.now() - printedAt < PROGRESS_EVERY_MS) return;
      printedAt = Date.now();
      console.log(`  … ${line(progress)}`);
    },
  });
  console.log(`Done: ${line(outcome)} (skipped: already in the bucket with the same size).`);
  if (outcome.leftOut.length > 0) {
    console.log(
      `Left out ${outcome.leftOut.length} files whose names are no storage key: ${outcome.leftOut.join(', ')}`,
    );
  }
});
