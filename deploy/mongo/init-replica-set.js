// One-shot service `mongo-init` (mongosh --nodb --file): makes `mongo` a single-node replica set `rs0`
// and gives the application its own user, readWrite on its database only. Idempotent: run at every
// `docker compose up`, it initiates the set only once and resets the app user's password to .env's.
/* global Mongo, print, sleep -- mongosh's own globals */
const env = process.env;
const appDb = env.MONGO_APP_DB;
const uri =
  `mongodb://${encodeURIComponent(env.MONGO_ROOT_USER)}:${encodeURIComponent(env.MONGO_ROOT_PASSWORD)}` +
  '@mongo:27017/admin?directConnection=true&authSource=admin';

/** A command's reply, whether this mongosh throws on `ok: 0` or returns it. */
function command(db, cmd) {
  try {
    return db.runCommand(cmd);
  } catch (error) {
    return { ok: 0, code: error.code, codeName: error.codeName, errmsg: error.message };
  }
}

/** mongod may still be starting (or running its first-start initialisation on its loopback). */
function connect() {
  for (let attempt = 1; ; attempt++) {
    try {
      const connection = new Mongo(uri);
      const ping = command(connection.getDB('admin'), { ping: 1 });
      if (ping.ok === 1) return connection;
      throw new Error(ping.errmsg);
    } catch (error) {
      if (attempt >= 90) throw error;
      print(`mongo-init: waiting for mongo (${error.message})`);
      sleep(2000);
    }
  }
}

const admin = connect().getDB('admin');

const status = command(admin, { replSetGetStatus: 1 });
if (status.ok !== 1) {
  if (status.codeName !== 'NotYetInitialized') throw new Error(`replSetGetStatus: ${status.errmsg}`);
  // The member's name is the compose service's: every container of the project resolves it.
  const initiated = command(admin, {
    replSetInitiate: { _id: 'rs0', members: [{ _id: 0, host: 'mongo:27017' }] },
  });
  if (initiated.ok !== 1) throw new Error(`replSetInitiate: ${initiated.errmsg}`);
  print('mongo-init: replica set rs0 initiated');
}

for (let attempt = 1; !command(admin, { hello: 1 }).isWritablePrimary; attempt++) {
  if (attempt >= 60) throw new Error('mongo-init: rs0 elected no primary within 60 s');
  sleep(1000);
}

// Least privilege: read and write the app's collections (indexes, renames within the database, change
// streams included); nothing on other databases, no user or cluster administration.
const roles = [{ role: 'readWrite', db: appDb }];
const db = admin.getSiblingDB(appDb);
if (db.getUser(env.MONGO_APP_USER)) db.updateUser(env.MONGO_APP_USER, { pwd: env.MONGO_APP_PASSWORD, roles });
else db.createUser({ user: env.MONGO_APP_USER, pwd: env.MONGO_APP_PASSWORD, roles });
print(`mongo-init: rs0 has a primary; user ${env.MONGO_APP_USER} has readWrite on ${appDb}`);
