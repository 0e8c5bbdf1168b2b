import { withUser } from "@/lib/server/http/handler";
import { exportData } from "@/lib/domain/users/export-data";

// GET /api/users/{id}/export: the member's own data as a JSON download (self only)
export const GET = withUser<{ id: string }>(async ({ params, user }) => {
  const { username, chunks } = await exportData(user, params.id);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="niji-export-${username}.json"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}, { throttle: "export" });
