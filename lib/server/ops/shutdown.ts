// server-only, loaded outside Next too
// Graceful shutdown, shared by the production server (scripts/serve.ts) and the code Next bundles:
// both see one registry on globalThis. Start-up registers what must close after the last request
// (scheduled jobs, live events, Redis, the database pool); the server flips draining first, so
// GET /api/ready answers 503 while requests finish. No "server-only" marker: the server imports it.
type Hook = { name: string; close: () => Promise<unknown> | unknown };
const globalForShutdown = globalThis as unknown as { nijiShutdownHooks?: Hook[]; nijiDraining?: boolean };

/** Registers `close` to run once requests have drained; later registrations run first. */
export function onShutdown(name: string, close: Hook["close"]) {
  const hooks = (globalForShutdown.nijiShutdownHooks ??= []);
  if (!hooks.some((hook) => hook.name === name)) hooks.unshift({ name, close });
}

/** Runs every hook (each failure is reported and the rest still run); returns the failed names. */
export async function runShutdownHooks(report: (name: string, error: unknown) => void): Promise<string[]> {
  const failed: string[] = [];
  for (const hook of globalForShutdown.nijiShutdownHooks ?? []) {
    try {
      await hook.close();
    } catch (error) {
      failed.push(hook.name);
      report(hook.name, error);
    }
  }
  globalForShutdown.nijiShutdownHooks = [];
  return failed;
}

export function markNotReady() {
  globalForShutdown.nijiDraining = true;
}

export function isDraining() {
  return globalForShutdown.nijiDraining === true;
}
