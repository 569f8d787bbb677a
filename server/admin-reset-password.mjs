// `npm run admin:reset-password [-- --email <address>]`: sets a new password for an admin account
// and signs that account out everywhere (docs/decisions/103).
//
// ADMIN_PASSWORD only sets the password when the server creates the admin account on its first
// start; this command applies a new one afterwards. The new password is ADMIN_PASSWORD when it is
// set, otherwise it is asked for (twice, not echoed) or read as one line from standard input. The
// account is the one named by --email, else ADMIN_EMAIL, else the only admin. DATABASE_PATH,
// ADMIN_EMAIL and ADMIN_PASSWORD come from the environment or, like `npm start`, from `.env` (the
// environment wins).
//
// Plain JavaScript on production dependencies only: the Docker image has neither tsx nor the
// TypeScript sources, and this must run there too (`docker exec <container> npm run
// admin:reset-password`). It can run while the server is up: the server reads sessions and
// passwords from the database on every request.
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";

import { hash } from "@node-rs/argon2";
import Database from "better-sqlite3";

const USAGE = "Usage: npm run admin:reset-password [-- --email <address>]";
const DEFAULT_DATABASE_PATH = "./data/academy.db";
// Same rules as the app's account forms (app/schemas/auth.ts).
const PASSWORD_MIN = 6;
const PASSWORD_MAX = 128;
// Same parameters as app/auth/password.server.ts (tests/integration/admin-password.test.ts checks).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

class Refusal extends Error {}

/** KEY=value lines of `.env` (quotes stripped, comments skipped); the environment wins. */
function loadDotEnv(file) {
  if (!fs.existsSync(file)) return;
  for (const line of fs.readFileSync(file, "utf8").split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || match[1] in process.env) continue;
    let value = match[2];
    const quoted = /^(["'])(.*)\1$/.exec(value);
    value = quoted ? quoted[2] : value.replace(/\s+#.*$/, "");
    process.env[match[1]] = value;
  }
}

function parseArgs(args) {
  const options = { email: null };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--email" && args[i + 1] && !args[i + 1].startsWith("-")) {
      options.email = args[++i];
    } else if (arg.startsWith("--email=")) {
      options.email = arg.slice("--email=".length);
    } else {
      return null;
    }
  }
  return options;
}

function openExisting(file) {
  if (!fs.existsSync(file)) {
    throw new Refusal(
      `No database at ${file}: start the server once first (or set DATABASE_PATH).`,
    );
  }
  const sqlite = new Database(file, { fileMustExist: true });
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  const hasUsers = sqlite
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'users'")
    .get();
  if (!hasUsers) {
    sqlite.close();
    throw new Refusal(`${file} is not a Web Code Academy database (no users table).`);
  }
  return sqlite;
}

function findAdmin(sqlite, email) {
  if (email) {
    const user = sqlite
      .prepare("SELECT id, email, role FROM users WHERE email = ?")
      .get(email.trim().toLowerCase());
    if (!user) throw new Refusal(`No account with the email ${email.trim().toLowerCase()}.`);
    if (user.role !== "admin") throw new Refusal(`${user.email} is not an admin account.`);
    return user;
  }
  const admins = sqlite
    .prepare("SELECT id, email FROM users WHERE role = 'admin' ORDER BY id")
    .all();
  if (admins.length === 1) return admins[0];
  if (admins.length === 0) throw new Refusal("There is no admin account in this database.");
  throw new Refusal(
    `There are ${admins.length} admin accounts (${admins.map((a) => a.email).join(", ")}): name one with --email or ADMIN_EMAIL.`,
  );
}

function checkPassword(password) {
  if (password.length < PASSWORD_MIN) {
    throw new Refusal(`The password must have at least ${PASSWORD_MIN} characters.`);
  }
  if (password.length > PASSWORD_MAX) {
    throw new Refusal(`The password must have at most ${PASSWORD_MAX} characters.`);
  }
  return password;
}

/** One line typed at the terminal without echoing it. */
function askHidden(question) {
  return new Promise((resolve, reject) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
    let muted = false;
    rl._writeToOutput = (text) => {
      if (!muted) process.stdout.write(text);
    };
    process.stdout.write(question);
    muted = true;
    rl.question("", (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    rl.on("SIGINT", () => {
      rl.close();
      reject(new Refusal("Cancelled."));
    });
  });
}

async function readFirstLine(stream) {
  const rl = readline.createInterface({ input: stream });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return "";
}

async function newPassword() {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return { password: checkPassword(fromEnv), source: "ADMIN_PASSWORD" };
  if (!process.stdin.isTTY) {
    return { password: checkPassword(await readFirstLine(process.stdin)), source: "stdin" };
  }
  const password = checkPassword(await askHidden("New password: "));
  if ((await askHidden("Repeat it: ")) !== password) {
    throw new Refusal("The two passwords differ: nothing was changed.");
  }
  return { password, source: "prompt" };
}

async function main(args) {
  const options = parseArgs(args);
  if (!options) {
    console.error(USAGE);
    return 2;
  }
  // npm runs scripts in the project folder: the server's .env and relative DATABASE_PATH.
  loadDotEnv(".env");
  const databasePath = path.resolve(process.env.DATABASE_PATH?.trim() || DEFAULT_DATABASE_PATH);
  let sqlite;
  try {
    sqlite = openExisting(databasePath);
    const admin = findAdmin(sqlite, options.email ?? process.env.ADMIN_EMAIL?.trim() ?? null);
    const { password, source } = await newPassword();
    const passwordHash = await hash(password, ARGON2_OPTIONS);
    const signedOut = sqlite.transaction(() => {
      sqlite.prepare("UPDATE users SET password = ? WHERE id = ?").run(passwordHash, admin.id);
      return sqlite.prepare("DELETE FROM sessions WHERE user_id = ?").run(admin.id).changes;
    })();
    console.log(`Database: ${databasePath}`);
    console.log(
      `New password set for ${admin.email}${source === "ADMIN_PASSWORD" ? " (from ADMIN_PASSWORD)" : ""}.`,
    );
    console.log(`Sessions ended: ${signedOut} (that account must sign in again).`);
    return 0;
  } catch (error) {
    console.error(
      `Password not changed: ${error instanceof Refusal ? error.message : String(error?.message ?? error)}`,
    );
    return 1;
  } finally {
    sqlite?.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
