CREATE INDEX `contacts_created_at_idx` ON `contacts` (`created_at`);--> statement-breakpoint
CREATE INDEX `live_registrations_registered_at_idx` ON `live_course_registrations` (`registered_at`);