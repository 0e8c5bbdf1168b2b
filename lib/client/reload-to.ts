/** A full page load of `path`. After signing in, signing out, an expired session or deleting the account, every server component, cookie and client cache must start over, which a client-side transition would not do. */
export function reloadTo(path: string) {
  window.location.assign(path);
}
