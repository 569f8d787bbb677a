/**
 * `npm run db:backup -- <file> [--force]`: a consistent copy of the database at DATABASE_PATH,
 * taken with SQLite's online backup API while the server keeps running, checked with
 * `integrity_check`, then renamed into place. Prints its size and the row count of every table.
 */
import {
  BackupError,
  pathFromArgument,
  backupDatabase,
  databasePathFromEnv,
  formatBytes,
} from "./backup";

const USAGE = "Usage: npm run db:backup -- <file> [--force]";

async function main(args: string[]) {
  const force = args.includes("--force");
  const files = args.filter((arg) => arg !== "--force");
  if (files.length !== 1 || files[0].startsWith("-")) {
    console.error(USAGE);
    return 2;
  }
  const showProgress = process.stderr.isTTY;
  try {
    const result = await backupDatabase({
      source: databasePathFromEnv(),
      destination: pathFromArgument(files[0]),
      force,
      onProgress: showProgress
        ? ({ totalPages, remainingPages }) => {
            const percent = totalPages
              ? Math.round((100 * (totalPages - remainingPages)) / totalPages)
              : 100;
            process.stderr.write(`\rCopying… ${percent}% of ${totalPages} pages`);
          }
        : undefined,
    });
    if (showProgress) process.stderr.write("\n");
    console.log(`Database:  ${result.source}`);
    console.log(`Backup:    ${result.destination}`);
    console.log(`Size:      ${formatBytes(result.bytes)} (${result.bytes} bytes)`);
    console.log(`Integrity: ok`);
    console.log(
      `Time:      ${Math.round(result.milliseconds)} ms` +
        (result.restarts ? ` (restarted ${result.restarts}× by concurrent writes)` : ""),
    );
    if (result.foreignKeyViolations > 0) {
      console.warn(`Warning: ${result.foreignKeyViolations} foreign key violations in the copy`);
    }
    console.table(result.tables);
    return 0;
  } catch (error) {
    if (showProgress) process.stderr.write("\n");
    console.error(`Backup failed: ${error instanceof BackupError ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
