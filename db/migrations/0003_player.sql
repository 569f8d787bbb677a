CREATE TABLE `section_comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`section_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`section_id`) REFERENCES `sections`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `section_comments_section_id_idx` ON `section_comments` (`section_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `section_comments_user_id_idx` ON `section_comments` (`user_id`);--> statement-breakpoint
CREATE TABLE `section_resources` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`section_id` integer NOT NULL,
	`title` text NOT NULL,
	`url` text NOT NULL,
	`order` integer NOT NULL,
	FOREIGN KEY (`section_id`) REFERENCES `sections`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `section_resources_section_id_idx` ON `section_resources` (`section_id`,`order`);--> statement-breakpoint
ALTER TABLE `sections` ADD `video_url` text;