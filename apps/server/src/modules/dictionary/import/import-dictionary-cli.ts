// `npm run dictionary:import -w @puente/server [-- --force]`: loads the shipped dictionary files into
// the database the configuration names (skipped when these files are already imported, unless --force).
import { loadConfig } from '../../../config.ts';
import { openDatabase } from '../../../db/open-database.ts';
import { importDictionary } from './import-dictionary.ts';
import { readDictionaryFiles } from './read-dictionary-files.ts';

const config = loadConfig();
const handle = await openDatabase(config);
try {
  await handle.migrate();
  const started = performance.now();
  const result = await importDictionary(handle.db, await readDictionaryFiles(), {
    force: process.argv.includes('--force'),
  });
  for (const refused of result.refused) {
    console.warn(`${refused.file}:${refused.line}: line refused (${refused.reason})`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    result.imported
      ? `Dictionary imported in ${seconds} s: ${result.entries} entries, ${result.senses} senses, ` +
          `${result.translations} translations, ${result.refused.length} lines refused.`
      : 'Dictionary already imported (use --force to import it again).',
  );
} finally {
  await handle.close();
}
