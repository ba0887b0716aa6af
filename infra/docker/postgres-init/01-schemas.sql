-- Runs once, when the compose `postgres` volume is first created (docker-entrypoint-initdb.d).
-- Every service owns one schema of the shared `newsroom` database and brings it up to date itself at
-- start (CREATE SCHEMA IF NOT EXISTS + TypeORM migrations, under an advisory lock). Creating the
-- schemas here too only makes the layout visible to whoever opens psql first; no service reads
-- another's schema.
CREATE SCHEMA IF NOT EXISTS auth;
CREATE SCHEMA IF NOT EXISTS generation;
CREATE SCHEMA IF NOT EXISTS billing;
CREATE SCHEMA IF NOT EXISTS training;
