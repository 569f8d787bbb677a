-- Catalogue search: a trigram index over the folded search text (docs/decisions/094). The triggers
-- keep it in step with every write to courses, in the writer's own transaction.
CREATE VIRTUAL TABLE `courses_fts` USING fts5(`search_text`, content='courses', content_rowid='id', tokenize='trigram');--> statement-breakpoint
INSERT INTO `courses_fts`(`courses_fts`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `courses_fts_after_insert` AFTER INSERT ON `courses` BEGIN
  INSERT INTO `courses_fts`(`rowid`, `search_text`) VALUES (new.`id`, new.`search_text`);
END;--> statement-breakpoint
CREATE TRIGGER `courses_fts_after_delete` AFTER DELETE ON `courses` BEGIN
  INSERT INTO `courses_fts`(`courses_fts`, `rowid`, `search_text`) VALUES ('delete', old.`id`, old.`search_text`);
END;--> statement-breakpoint
CREATE TRIGGER `courses_fts_after_update` AFTER UPDATE OF `search_text` ON `courses` BEGIN
  INSERT INTO `courses_fts`(`courses_fts`, `rowid`, `search_text`) VALUES ('delete', old.`id`, old.`search_text`);
  INSERT INTO `courses_fts`(`rowid`, `search_text`) VALUES (new.`id`, new.`search_text`);
END;
