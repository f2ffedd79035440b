-- A rate period prices every trip: a change of one raises the catalogue's version, so the
-- booking's kept prices (prices/price-book.ts) are read again on every instance.
CREATE TRIGGER rate_periods_bump_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rate_periods
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
