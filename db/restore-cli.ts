/**
 * `npm run db:restore -- <file>`: replaces the database at DATABASE_PATH with a backup. Refuses
 * while a server (or any process) holds the database and when the backup fails `integrity_check`
 * or is not one of our databases. The replaced file is kept as `<db>.before-restore-<time>`.
 */
import {
  BackupError,
  pathFromArgument,
  databasePathFromEnv,
  formatBytes,
  restoreDatabase,
} from "./backup";

const USAGE = "Usage: npm run db:restore -- <file>";

async function main(args: string[]) {
  if (args.length !== 1 || args[0].startsWith("-")) {
    console.error(USAGE);
    return 2;
  }
  try {
    const result = await restoreDatabase({
      source: pathFromArgument(args[0]),
      target: databasePathFromEnv(),
    });
    console.log(`Restored:  ${result.target}`);
    console.log(`From:      ${result.source} (${formatBytes(result.bytes)}, integrity ok)`);
    console.log(`Previous:  ${result.previous ?? "(there was no database)"}`);
    if (result.foreignKeyViolations > 0) {
      console.warn(`Warning: ${result.foreignKeyViolations} foreign key violations in the backup`);
    }
    console.table(result.tables);
    return 0;
  } catch (error) {
    console.error(
      `Restore failed: ${error instanceof BackupError ? error.message : String(error)}`,
    );
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
