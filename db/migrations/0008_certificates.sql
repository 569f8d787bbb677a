CREATE TABLE `certificates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`user_id` integer,
	`course_id` integer,
	`recipient_name` text NOT NULL,
	`course_title` text NOT NULL,
	`course_hours` integer NOT NULL,
	`module_count` integer NOT NULL,
	`instructor` text NOT NULL,
	`issuer_name` text NOT NULL,
	`completed_at` integer NOT NULL,
	`revoked_at` integer,
	`revocation_reason` text,
	`holder_deleted_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_code_unique` ON `certificates` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_user_course_unique` ON `certificates` (`user_id`,`course_id`);--> statement-breakpoint
CREATE INDEX `certificates_course_id_idx` ON `certificates` (`course_id`);