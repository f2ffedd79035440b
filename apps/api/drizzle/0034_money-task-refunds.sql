-- The customer's cancellation gives back what was paid online as a money task (decision 064):
-- written with the cancellation, so a refund that meets another in flight is owed, not lost.
ALTER TYPE "public"."money_task_kind" ADD VALUE 'REFUND';