import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A choice kept in the address (`?name=value`, e.g. the open tab) that answers a change at once. The
 * router applies a new address as a transition, later than the click on a busy device: a screen that
 * waited for it would go on showing the old choice, and text typed meanwhile would land in the old
 * choice's fields and be lost when it finally switched. So the choice is drawn from the click's own
 * update, and the address follows (replaced: no history entry). A new address (a link, back or
 * forward, or this change arriving) sets the choice again.
 */
export function useAddressParam(name: string): [string | null, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get(name);
  const [choice, setChoice] = useState({ value: inAddress, address: inAddress });
  // The address moved: it wins (the documented way to follow a changed input during render).
  if (choice.address !== inAddress) setChoice({ value: inAddress, address: inAddress });
  const choose = useCallback(
    (value: string) => {
      setChoice((current) => ({ ...current, value }));
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(name, value);
          return next;
        },
        { replace: true },
      );
    },
    [name, setParams],
  );
  return [choice.address === inAddress ? choice.value : inAddress, choose];
}
