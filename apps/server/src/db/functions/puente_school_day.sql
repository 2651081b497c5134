-- The school's calendar date of an instant, in the school's time zone (UTC when it has none).
-- Last set by migration 0037_school_time_zone.
CREATE FUNCTION puente_school_day(p_tenant uuid, p_at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (p_at AT TIME ZONE coalesce((SELECT t.time_zone FROM tenants t WHERE t.id = p_tenant), 'UTC'))::date
$$;
