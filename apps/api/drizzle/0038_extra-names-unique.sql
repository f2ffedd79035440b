-- An extra's name is its own, whatever its case (issue 42): two "Child seat" read alike in the
-- booking form, the quote and the receipt. Extras already named alike keep the oldest's name;
-- each later one gets its number after it, for the office to rename.
UPDATE extras AS later SET name = left(later.name, 40) || ' #' || later.id
WHERE EXISTS (
  SELECT 1 FROM extras AS earlier
  WHERE lower(earlier.name) = lower(later.name) AND earlier.id < later.id
);--> statement-breakpoint
CREATE UNIQUE INDEX "extras_name_key" ON "extras" USING btree (lower("name"));
