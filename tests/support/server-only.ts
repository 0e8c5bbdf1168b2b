// Tests import server modules directly; the "server-only" guard is a no-op here.
export {};
