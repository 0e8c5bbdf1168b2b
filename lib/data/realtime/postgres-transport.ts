// server-only, loaded outside Next too
import { Client } from "pg";
import { db } from "@/lib/data/db";
import type { LiveEvent } from "@/lib/contract/messages/types";
import type { LiveEnvelope, LiveTransport } from "@/lib/data/realtime/transport";
import { messageSelect, toMessageDto } from "@/lib/contract/messages/message-dto";
import { log } from "@/lib/core/log";

// PostgreSQL LISTEN/NOTIFY: every instance listens on one channel with a dedicated connection
// (reconnecting with backoff) and publishes through the shared pool. NOTIFY payloads are capped
// at 8,000 bytes: a larger "message" event travels as a reference and each listener re-reads it.
export const LIVE_CHANNEL = "niji_live";
const MAX_PAYLOAD = 7500;

type Reference = { userIds: string[]; ref: { messageId: string; notify: boolean } };
type Wire = LiveEnvelope | Reference;

export function postgresTransport(url: string): LiveTransport {
  let client: Client | null = null;
  let closed = false;
  let retry = 500;
  let deliver: (envelope: LiveEnvelope) => void = () => {};
  let resync: () => void = () => {};
  let listened = false;

  async function receive(payload: string | undefined) {
    if (!payload) return;
    const wire = JSON.parse(payload) as Wire;
    if (!("ref" in wire)) return deliver(wire);
    const row = await db.message.findUnique({ where: { id: wire.ref.messageId }, select: messageSelect });
    if (!row) return; // deleted in between: nothing to show
    deliver({ userIds: wire.userIds, event: { type: "message", conversationId: row.conversationId, message: toMessageDto(row), notify: wire.ref.notify } });
  }

  async function connect(): Promise<void> {
    const next = new Client({ connectionString: url });
    next.on("notification", (msg) => void receive(msg.payload).catch((error: unknown) => log().error({ err: error }, "live event dropped")));
    next.on("error", () => undefined); // "end" follows and reconnects
    next.on("end", () => {
      client = null;
      // (checked again when the timer fires: a first connect that failed closes the transport meanwhile)
      if (!closed) setTimeout(() => void (closed ? undefined : connect().catch(() => undefined)), retry);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
      client = next;
      retry = 500;
      // notifications sent while no listener was connected are lost: what they said is re-checked
      if (listened) resync();
      listened = true;
    } catch (error) {
      retry = Math.min(retry * 2, 10_000);
      // the first connect failing fails start(): nobody owns this transport, so it must not reconnect on its own
      if (!listened) closed = true;
      await next.end().catch(() => undefined);
      throw error;
    }
  }

  return {
    name: "postgres",
    async start(fn, onResync) {
      deliver = fn;
      resync = onResync ?? (() => {});
      await connect();
    },
    async publish(envelope) {
      let payload = JSON.stringify(envelope);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) payload = JSON.stringify(toReference(envelope));
      await db.$executeRaw`SELECT pg_notify(${LIVE_CHANNEL}, ${payload})`;
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

function toReference(envelope: LiveEnvelope): Reference {
  if (!("event" in envelope)) throw new Error("live revocation too large to notify");
  const { userIds, event } = envelope;
  if (event.type !== "message") throw new Error(`live event ${event.type} too large to notify`);
  return { userIds, ref: { messageId: event.message.id, notify: event.notify } satisfies { messageId: string; notify: boolean } };
}

export type { LiveEvent };
