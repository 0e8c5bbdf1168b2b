import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

// The accounts journeys' mail receiver (e2e/accounts.spec.ts): a real SMTP server on 127.0.0.1 that
// accepts every mail (no TLS, any credentials) and writes each, as it arrived, to <folder>/<n>.eml,
// where the journey reads it with mailparser.
//   npx tsx scripts/e2e-smtp.ts <folder> <port>
// Stops on SIGTERM/SIGINT.
const [folder, port = "4592"] = process.argv.slice(2);
if (!folder) {
  console.error("usage: npx tsx scripts/e2e-smtp.ts <folder> <port>");
  process.exit(1);
}
mkdirSync(folder, { recursive: true });
let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onAuth: (_auth, _session, callback) => callback(null, { user: "e2e" }),
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("error", callback);
    stream.on("end", () => {
      received += 1;
      const file = path.join(folder, `${String(received).padStart(5, "0")}.eml`);
      // written whole, then renamed: a reader never sees half a mail
      writeFileSync(`${file}.part`, Buffer.concat(chunks));
      renameSync(`${file}.part`, file);
      callback();
    });
  },
});
server.listen(Number(port), "127.0.0.1", () => console.log(`[e2e-smtp] smtp://127.0.0.1:${port} → ${folder}`));
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => server.close(() => process.exit(0)));
