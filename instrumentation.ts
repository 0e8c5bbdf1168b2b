// Runs once when the Next server starts (Node runtime only): the environment is checked first, so
// a bad variable stops the server with the list of what is wrong.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("@/lib/env");
  try {
    getEnv();
  } catch (error) {
    console.error(`[niji] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const { installPeerStamp } = await import("@/lib/net/peer");
  installPeerStamp();
}
