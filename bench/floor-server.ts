/**
 * The floor under every read that goes to the database: a bare Fastify whose one route reads one row by
 * its primary key through a pool of PostgreSQL connections (node-postgres, a named prepared statement,
 * the pool size `npm start` uses), from Puente's own database. No read of Puente's that asks PostgreSQL
 * anything can be faster; the bench prints it beside the cold variants as a reference, not a target.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 5, options: '-c jit=off' });
const [tenant] = (await pool.query<{ id: string }>('select id from tenants order by id limit 1')).rows;
if (!tenant) throw new Error('the database has no school');
const read = { name: 'floor.tenant', text: 'select id, name, time_zone from tenants where id = $1' };

const app = Fastify();
app.get('/', async () => (await pool.query({ ...read, values: [tenant.id] })).rows[0]);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
