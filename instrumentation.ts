// Runs once when the Next server starts (Node runtime only).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installPeerStamp } = await import("@/lib/net/peer");
  installPeerStamp();
}
