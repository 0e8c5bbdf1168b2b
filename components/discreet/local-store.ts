/**
 * A useSyncExternalStore subscription to values this device keeps in localStorage: another tab's
 * write arrives as a "storage" event, this tab's own writes announce themselves with `event`.
 */
export function localStoreSubscription(event: string) {
  return (onChange: () => void) => {
    window.addEventListener("storage", onChange);
    window.addEventListener(event, onChange);
    return () => {
      window.removeEventListener("storage", onChange);
      window.removeEventListener(event, onChange);
    };
  };
}
