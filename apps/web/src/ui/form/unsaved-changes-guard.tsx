import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirmLeavingForms, hasUnsavedChanges } from './unsaved-changes';

/**
 * Mounted once inside the router (the app shell): a navigation (the left menu, a link, back) while a
 * form has unsaved changes waits for 'Cambios sin guardar'. 'Perder los cambios' restores the forms'
 * loaded values and goes on; 'Seguir editando' stays. A reload or closing the tab gets the browser's
 * own question (`beforeunload`). A change of the hash alone is no navigation away.
 */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let current = true;
    void confirmLeavingForms().then((leave) => {
      if (!current) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      current = false;
    };
  }, [blocker]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return null;
}
