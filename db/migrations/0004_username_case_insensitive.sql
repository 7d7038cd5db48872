-- A username is taken whatever its letters' case. A database that already holds two names that
-- differ only in case (possible before the admin checked for it) would fail this index and stop
-- the site from starting, so there the index is left out and a notice says why; the admin's own
-- check still refuses new clashes.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM "admin_users" GROUP BY lower("username") HAVING count(*) > 1) THEN
    RAISE NOTICE 'admin_users_username_lower_idx not created: two usernames differ only in case';
  ELSE
    CREATE UNIQUE INDEX "admin_users_username_lower_idx" ON "admin_users" USING btree (lower("username"));
  END IF;
END $$;
