#!/bin/sh
# One dated online backup of the academy database, old ones pruned, optionally copied offsite.
# Run it from cron or deploy/academy-backup.timer; the server keeps running meanwhile.
#
#   APP_DIR        checkout with node_modules (default: the folder above this script)
#   DATABASE_PATH  the live database (default: APP_DIR/.env, else ./data/academy.db)
#   BACKUP_DIR     where the dated copies go (default: /var/backups/academy)
#   KEEP_DAYS      local copies older than this are deleted (default: 14)
#   RCLONE_REMOTE  e.g. "s3-offsite:academy-backups": each copy is also uploaded there, and remote
#                  copies older than REMOTE_KEEP_DAYS (default: 90) are deleted
set -eu

APP_DIR=${APP_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
BACKUP_DIR=${BACKUP_DIR:-/var/backups/academy}
KEEP_DAYS=${KEEP_DAYS:-14}
REMOTE_KEEP_DAYS=${REMOTE_KEEP_DAYS:-90}

stamp=$(date -u +%Y-%m-%dT%H%M%SZ)
file="$BACKUP_DIR/academy-$stamp.db"
mkdir -p "$BACKUP_DIR"

cd "$APP_DIR"
npm run --silent db:backup -- "$file"

# -mtime +N: older than N whole days. Only our own dated files, never anything else in the folder.
find "$BACKUP_DIR" -maxdepth 1 -type f -name 'academy-*.db' -mtime +"$KEEP_DAYS" -delete

if [ -n "${RCLONE_REMOTE:-}" ]; then
  rclone copy "$file" "$RCLONE_REMOTE"
  rclone delete --min-age "${REMOTE_KEEP_DAYS}d" --include 'academy-*.db' "$RCLONE_REMOTE"
fi
