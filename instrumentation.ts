// Runs once when the Next server starts. The Node-only start-up lives in lib/server/boot.ts, imported only
// in the Node runtime so the Edge bundle never sees process.exit.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { boot } = await import("@/lib/server/boot");
    boot();
  }
}
