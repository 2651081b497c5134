/** Local storage that never throws (private mode, disabled storage): reads give null, writes are skipped. */
export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a value, or removes the key when the value is null. */
export function writeLocal(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // The choice lasts for this page only.
  }
}
