import { loadConfig } from '../config.ts';
import { openDatabase } from './open-database.ts';

const config = loadConfig();
const handle = await openDatabase(config);
await handle.migrate();
await handle.close();
console.log(`Migrations applied (${handle.kind}).`);
