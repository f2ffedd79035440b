-- The turnaround buffer after every rental (decision 023), as the database applies it: the
-- occupancy trigger of reservations, the booking function and the availability queries
-- (modules/availability/occupancy.ts) all read it here. The server writes
-- BOOKING_BUFFER_MINUTES into booking_settings at start; until then no buffer. PL/pgSQL rather
-- than SQL: PostgreSQL keeps a PL/pgSQL body's plan for the connection's lifetime, where it
-- plans a SQL body that it cannot inline afresh at every call (docs/performance.md, section 2).
-- Last changed by migration 0013_plpgsql-booking-helpers.
CREATE OR REPLACE FUNCTION booking_buffer() RETURNS interval LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((SELECT make_interval(mins => buffer_minutes) FROM booking_settings),
                  interval '0');
END $$;
