import pg from 'pg';
import type { EmbeddedCluster } from './cluster.js';

/**
 * The app's role and database, made with the superuser: a login role with no superuser, role or database
 * rights, owning only its database and connecting to no other (PUBLIC loses CONNECT on both). The password follows
 * DATA_DIR/pg-credentials.json. Returns the app's URL.
 */
export async function ensureAppDatabase(cluster: EmbeddedCluster, name: string) {
  const { appUser, appPassword, superuser } = cluster.credentials;
  const client = new pg.Client({ connectionString: cluster.superuserUrl('postgres') });
  await client.connect();
  try {
    const role = client.escapeIdentifier(appUser);
    const db = client.escapeIdentifier(name);
    if (appUser !== superuser) {
      const roleExists = (await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [appUser])).rowCount;
      const rights = `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${client.escapeLiteral(appPassword)}`;
      await client.query(roleExists ? `ALTER ROLE ${role} WITH ${rights}` : `CREATE ROLE ${role} WITH ${rights}`);
    }
    const dbExists = (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
    await client.query(dbExists ? `ALTER DATABASE ${db} OWNER TO ${role}` : `CREATE DATABASE ${db} OWNER ${role}`);
    await client.query(`REVOKE ALL ON DATABASE ${db} FROM PUBLIC`);
    await client.query('REVOKE CONNECT ON DATABASE postgres FROM PUBLIC');
  } finally {
    await client.end();
  }
  return cluster.appUrl(name);
}
