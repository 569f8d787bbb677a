/** The admin account every test database has (app/db.server.ts creates it from these). */
export const TEST_ADMIN = { email: "admin@test.local", password: "admin-test-password" };

/** Where the global setup leaves the database every test file starts from (a copy of it). */
export const TEMPLATE_DATABASE_ENV = "TEMPLATE_DATABASE_PATH";
