/** A top-level statement of a SQL script: its text from its first keyword to its semicolon. */
export type SqlStatement = { text: string };

/**
 * The statements of a SQL script, split at the semicolons outside quotes, dollar quotes and comments;
 * each without the comments and blank lines before its first keyword.
 */
export function sqlStatements(script: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let start = -1;
  let i = 0;
  while (i < script.length) {
    const rest = script.slice(i, i + 2);
    if (rest === '--') {
      const end = script.indexOf('\n', i);
      i = end === -1 ? script.length : end + 1;
      continue;
    }
    if (rest === '/*') {
      const end = script.indexOf('*/', i + 2);
      i = end === -1 ? script.length : end + 2;
      continue;
    }
    const char = script[i]!;
    if (/\s/.test(char)) {
      i += 1;
      continue;
    }
    if (start === -1) start = i;
    if (char === "'" || char === '"') {
      const end = script.indexOf(char, i + 1);
      i = end === -1 ? script.length : end + 1;
      continue;
    }
    const tag = /^\$[A-Za-z_]*\$/.exec(script.slice(i))?.[0];
    if (tag && (i === 0 || !/[\w$]/.test(script[i - 1]!))) {
      const end = script.indexOf(tag, i + tag.length);
      i = end === -1 ? script.length : end + tag.length;
      continue;
    }
    i += 1;
    if (char === ';') {
      statements.push({ text: script.slice(start, i) });
      start = -1;
    }
  }
  if (start !== -1 && script.slice(start).trim()) statements.push({ text: script.slice(start).trim() });
  return statements;
}

const createFunction = /^create\s+(?:or\s+replace\s+)?function\s+(?:public\.)?"?(\w+)"?\s*\(/i;
const dropFunction = /^drop\s+function\s+(?:if\s+exists\s+)?(?:public\.)?"?(\w+)"?/i;

/** The function a statement creates or drops, if it does. */
export function functionStatement(statement: SqlStatement): { name: string; kind: 'create' | 'drop' } | null {
  const created = createFunction.exec(statement.text);
  if (created) return { name: created[1]!, kind: 'create' };
  const dropped = dropFunction.exec(statement.text);
  return dropped ? { name: dropped[1]!, kind: 'drop' } : null;
}
