-- The mail worker's claim (modules/mail/outbox.ts): up to p_limit due mails, those due longest
-- first, taken for p_claim_id until p_until. SKIP LOCKED: instances claiming at the same moment
-- each get other rows, never the same one. The claim commits before anything is sent.
--
-- The due mails are read by an index scan of outbox_due_idx in its order, never by a bitmap
-- scan or a sequential one, whatever the statistics say. The partial index keeps the entries of
-- mails sent since the last VACUUM; a bitmap scan (the planner's pick while it believes the table
-- small) reads every one of them in the table at every claim and never marks them dead, so each
-- claim costs more as the day's mail goes out. An index scan stops after p_limit live rows and
-- marks the dead entries it passes, so the next claim steps over them without reading the table:
-- on the booking benchmark's outbox, about 0.4 ms a claim instead of 1.5-2.2 ms
-- (docs/performance.md, section 2).
-- Last changed by migration 0029_claim-due-mails.
CREATE OR REPLACE FUNCTION claim_due_mails(
  p_claim_id uuid, p_now timestamptz, p_until timestamptz, p_limit integer
) RETURNS TABLE (id bigint, kind varchar, recipient varchar, payload jsonb)
LANGUAGE sql VOLATILE
SET enable_bitmapscan = off
SET enable_seqscan = off
AS $$
  UPDATE outbox o SET claim_id = p_claim_id, claimed_until = p_until
  WHERE o.id IN (
    SELECT d.id FROM outbox d
    WHERE d.status = 'WAITING' AND d.next_attempt_at <= p_now
      AND (d.claimed_until IS NULL OR d.claimed_until <= p_now)
    ORDER BY d.next_attempt_at, d.id
    LIMIT p_limit
    FOR UPDATE SKIP LOCKED)
  RETURNING o.id, o.kind, o.recipient, o.payload
$$;
