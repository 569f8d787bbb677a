CREATE TABLE `editor_projects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`html` text DEFAULT '' NOT NULL,
	`css` text DEFAULT '' NOT NULL,
	`js` text DEFAULT '' NOT NULL,
	`public_id` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `editor_projects_user_updated_idx` ON `editor_projects` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `editor_projects_public_id_unique` ON `editor_projects` (`public_id`);