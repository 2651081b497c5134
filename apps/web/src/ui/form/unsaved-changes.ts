/**
 * The open forms that hold unsaved changes, by their transaction id, each with the way back to the
 * values it loaded. A navigation (the router's blocker), a reload or closing the tab (`beforeunload`),
 * and a screen that replaces one form with another ask before those changes are lost.
 */
const dirtyForms = new Map<string, () => void>();

/** A form says it has changes (with how to restore its loaded values), or that it has none left. */
export function markUnsaved(id: string, restore: (() => void) | null) {
  if (restore) dirtyForms.set(id, restore);
  else dirtyForms.delete(id);
}

/** Whether some open form has unsaved changes. */
export const hasUnsavedChanges = () => dirtyForms.size > 0;

/** Puts every form with changes back to the values it loaded ('Perder los cambios'). */
function restoreUnsaved() {
  for (const restore of [...dirtyForms.values()]) restore();
  dirtyForms.clear();
}

let asking: Promise<boolean> | null = null;

/**
 * Resolves true when nothing is unsaved, or once the user chose to lose the changes (the forms are then
 * back to their loaded values); false when they chose to keep editing. One question at a time: a second
 * call while it is open gets the same answer.
 */
export function confirmLeavingForms(): Promise<boolean> {
  if (!hasUnsavedChanges()) return Promise.resolve(true);
  asking ??= import('./confirm-discard')
    .then(
      ({ confirmDiscard }) =>
        new Promise<boolean>((resolve) => {
          confirmDiscard((discard) => {
            if (discard) restoreUnsaved();
            resolve(discard);
          });
        }),
    )
    .finally(() => {
      asking = null;
    });
  return asking;
}

/** Runs `then` once no unsaved change stands in the way (asking first when one does). */
export function leaveFormsThen(then: () => void) {
  void confirmLeavingForms().then((leave) => {
    if (leave) then();
  });
}
