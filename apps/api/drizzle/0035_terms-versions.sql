CREATE TABLE "terms_versions" (
	"version" varchar(16) PRIMARY KEY NOT NULL,
	"sections" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "terms_version" varchar(16);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_terms_version_terms_versions_version_fk" FOREIGN KEY ("terms_version") REFERENCES "public"."terms_versions"("version") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- The booking keeps the terms it was made under: book_vehicle_and_confirm takes their version.
DROP FUNCTION book_vehicle_and_confirm(integer, integer, timestamptz, timestamptz, varchar,
  varchar, bigint, timestamptz, timestamptz, integer, jsonb, bigint, boolean);--> statement-breakpoint
CREATE OR REPLACE FUNCTION book_vehicle_and_confirm(
  p_car_id integer,
  p_user_id integer,
  p_pick_up timestamptz,
  p_drop_off timestamptz,
  p_pick_up_location varchar,
  p_drop_off_location varchar,
  p_total_cents bigint,
  p_now timestamptz,
  p_active_since timestamptz,
  p_max_active integer,
  p_charges jsonb,
  p_catalogue_version bigint,
  p_awaiting_payment boolean,
  p_terms_version varchar
) RETURNS TABLE (vehicle_found boolean, limit_reached boolean, reservation_id integer,
                 prices_changed boolean)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  outcome record;
BEGIN
  -- A NULL version compares as unknown: no check.
  IF p_catalogue_version <> (SELECT version FROM data_versions WHERE name = 'catalogue') THEN
    RETURN QUERY SELECT true, false, NULL::integer, true;
    RETURN;
  END IF;
  SELECT * INTO outcome FROM book_vehicle(p_car_id, p_user_id, p_pick_up, p_drop_off,
    p_pick_up_location, p_drop_off_location, p_total_cents, p_now, p_active_since, p_max_active,
    CASE WHEN p_awaiting_payment THEN 'PENDING_PAYMENT' ELSE 'CREATED' END::reservation_status);
  IF outcome.reservation_id IS NOT NULL THEN
    UPDATE reservations SET terms_version = p_terms_version WHERE id = outcome.reservation_id;
    INSERT INTO reservation_charges (reservation_id, position, code, label, quantity,
                                     unit_price_cents, amount_cents)
    SELECT outcome.reservation_id, line.position, (line.value->>'code')::charge_code,
           line.value->>'label', (line.value->>'quantity')::integer,
           (line.value->>'unitPriceCents')::bigint, (line.value->>'amountCents')::bigint
    FROM jsonb_array_elements(p_charges) WITH ORDINALITY AS line(value, position);
    -- Most bookings take no extra: they skip the second walk over the lines.
    IF p_charges @> '[{"code": "EXTRA"}]' THEN
      INSERT INTO reservation_extras (reservation_id, extra_id, position, quantity)
      SELECT outcome.reservation_id, (line.value->>'extraId')::integer, line.position,
             (line.value->>'extraQuantity')::smallint
      FROM jsonb_array_elements(p_charges) WITH ORDINALITY AS line(value, position)
      WHERE line.value ? 'extraId';
    END IF;
    IF NOT p_awaiting_payment THEN
      PERFORM enqueue_reservation_mail('booking-confirmed', outcome.reservation_id);
    END IF;
  END IF;
  RETURN QUERY SELECT outcome.vehicle_found, outcome.limit_reached, outcome.reservation_id, false;
END;
$$;
