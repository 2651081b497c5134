import { randomBytes } from 'node:crypto';

/** A content key for an authored item ("a1-greetings-3f9c1a"): its name as a slug plus a random tail. */
export function contentKeyFor(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'item'}-${randomBytes(3).toString('hex')}`;
}
