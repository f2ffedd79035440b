-- The office's payment notes are its own ("advance at counter"); a note marked for the customer
-- is shown to them too (issue 41, decision 078). Earlier notes stay the office's.
ALTER TABLE "payments" ADD COLUMN "note_for_customer" boolean DEFAULT false NOT NULL;