#!/bin/bash
# Runs once when the primary's data directory is created (docker-entrypoint-initdb.d): a role the read replica of
# docker-compose.yml's "scale" profile copies and follows the primary with. Without REPLICATION_PASSWORD it does
# nothing (the default single-container setup).
set -e
if [ -z "$REPLICATION_PASSWORD" ]; then
  exit 0
fi
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" -v pw="$REPLICATION_PASSWORD" <<'SQL'
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD :'pw';
SQL
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
