-- A charge line's label is built by the server from parts bounded where they are entered: a
-- damage's "Damage: " before a description of up to 200 characters did not fit varchar(200), and
-- the check-in was refused. text is varchar without the length check: the table is not rewritten.
ALTER TABLE "reservation_charges" ALTER COLUMN "label" SET DATA TYPE text;