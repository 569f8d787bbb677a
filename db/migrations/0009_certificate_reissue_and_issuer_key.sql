CREATE TABLE `issuer_keys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kid` text NOT NULL,
	`public_jwk` text NOT NULL,
	`private_key_pem` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `issuer_keys_kid_unique` ON `issuer_keys` (`kid`);--> statement-breakpoint
DROP INDEX `certificates_user_course_unique`;--> statement-breakpoint
ALTER TABLE `certificates` ADD `live_registration_id` integer REFERENCES live_course_registrations(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `certificates` ADD `reissued_from_id` integer REFERENCES certificates(id) ON DELETE set null;--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_user_course_valid_unique` ON `certificates` (`user_id`,`course_id`) WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_live_registration_valid_unique` ON `certificates` (`live_registration_id`) WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX `certificates_user_id_idx` ON `certificates` (`user_id`);--> statement-breakpoint
CREATE INDEX `certificates_reissued_from_id_idx` ON `certificates` (`reissued_from_id`);