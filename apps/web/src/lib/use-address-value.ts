import { useCallback, useState } from 'react';

/**
 * A value kept in the page's address, as the controls that change it show it.
 *
 * The router takes a new address in a frame or more after it is asked to (much later on a busy
 * phone), and until then a controlled input shows the value it had: a box just ticked springs
 * back, a select shows its old option. The value `show` is given is what the controls show at
 * once; whatever the address says next (the change arriving, Back, a shared link) replaces it.
 * `keyOf` names a value the way its address does, so equal values are one value.
 */
export function useAddressValue<T>(
  inAddress: T,
  keyOf: (value: T) => string,
): [shown: T, show: (value: T) => void] {
  const addressKey = keyOf(inAddress);
  const [pending, setPending] = useState<{ addressKey: string; value: T } | null>(null);
  // A new address settles the value: a later Back to the old one must not bring it back.
  if (pending && pending.addressKey !== addressKey) setPending(null);
  const show = useCallback((value: T) => setPending({ addressKey, value }), [addressKey]);
  const shown = pending?.addressKey === addressKey ? pending.value : inAddress;
  return [shown, show];
}
