CREATE TABLE `progress_sync_writes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`write_id` text NOT NULL,
	`section_id` integer NOT NULL,
	`kind` text NOT NULL,
	`happened_at` integer NOT NULL,
	`outcome` text NOT NULL,
	`received_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "progress_sync_writes_kind_check" CHECK("progress_sync_writes"."kind" in ('completion', 'video'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `progress_sync_writes_user_write_unique` ON `progress_sync_writes` (`user_id`,`write_id`);--> statement-breakpoint
CREATE INDEX `progress_sync_writes_received_at_idx` ON `progress_sync_writes` (`received_at`);--> statement-breakpoint
ALTER TABLE `section_progress` ADD `completion_decided_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `save_data` integer DEFAULT false NOT NULL;