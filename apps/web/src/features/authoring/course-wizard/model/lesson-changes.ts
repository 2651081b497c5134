/** The calls that turn a course's assigned lessons (`current`, in order) into the wanted list. */
export type LessonChanges = {
  /** Lessons to unassign (they stay, hidden from students). */
  unassign: string[];
  /** Lessons to assign, in the wanted order (each goes to the end). */
  assign: string[];
  /** The full order to set afterwards, or null when assigning leaves the wanted order already. */
  order: string[] | null;
};

export function lessonChanges(current: readonly string[], wanted: readonly string[]): LessonChanges {
  const wantedSet = new Set(wanted);
  const currentSet = new Set(current);
  const unassign = current.filter((id) => !wantedSet.has(id));
  const assign = wanted.filter((id) => !currentSet.has(id));
  const after = [...current.filter((id) => wantedSet.has(id)), ...assign];
  const same = after.length === wanted.length && after.every((id, index) => id === wanted[index]);
  return { unassign, assign, order: same || wanted.length === 0 ? null : [...wanted] };
}

/** Moves one item of a list to another index (the course form's up/down buttons and keys). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
