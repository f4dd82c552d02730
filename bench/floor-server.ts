// The framework floor: bare Fastify on the same machine, one route per benchmarked route doing the same
// work without the product around it (one durable SQLite insert; the same JSON answered from memory).
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { SCHEMA } from '@chauffeur/eventstore/sqlite-schema';

const [port, dbFile, vehiclesFile, bookingsFile] = process.argv.slice(2) as [string, string, string, string];
const db = new Database(dbFile);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.exec(SCHEMA);
const insert = db.prepare(
  'INSERT INTO events (stream, revision, id, type, data, metadata, recorded_at) VALUES (?, 0, ?, ?, ?, ?, ?)',
);
const vehicles = readFileSync(vehiclesFile, 'utf8');
const bookings = readFileSync(bookingsFile, 'utf8');

const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
app.post('/api/bookings', async (request, reply) => {
  const id = randomUUID();
  const at = new Date().toISOString();
  insert.run(`booking-${id}`, randomUUID(), 'BookingRequested', JSON.stringify(request.body), '{}', at);
  return reply.code(201).send({ id, reference: 'CH-XXXXXX', revision: 0, position: '1', total_fare: 50.4 });
});
app.get('/api/vehicles', async (_request, reply) => reply.type('application/json').send(vehicles));
app.get('/api/admin/bookings', async (_request, reply) => reply.type('application/json').send(bookings));
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log(`ready: http://127.0.0.1:${port}`);
