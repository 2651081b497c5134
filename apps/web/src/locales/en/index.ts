/**
 * Every namespace of the English texts (`./{namespace}.json`), in one chunk that lib/i18n.ts loads when
 * the language is first used: a feature adds a file here, and the first screen's code does not grow.
 */
export default import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });
