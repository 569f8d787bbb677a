DROP INDEX `enrollments_course_id_idx`;--> statement-breakpoint
CREATE INDEX `enrollments_course_stats_idx` ON `enrollments` (`course_id`,`completed`,`progress`);--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role`);