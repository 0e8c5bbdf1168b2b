import { forbidden } from "@/lib/core/errors";
import { assertSameOrigin } from "@/lib/server/http/handler";
import { errorResponse } from "@/lib/server/http/respond";
import { receiveUpload, USED_OR_EXPIRED_MESSAGE } from "@/lib/domain/uploads/receive-upload";
import { isUploadToken } from "@/lib/domain/uploads/tokens";

// PUT /api/uploads/[token]: the upload address; the raw file body, no cookies (the one-time token authorises)
export async function PUT(req: Request, ctx: { params: Promise<{ token: string }> }) {
  try {
    assertSameOrigin(req);
    const { token } = await ctx.params;
    if (!isUploadToken(token)) throw forbidden(USED_OR_EXPIRED_MESSAGE);
    const result = await receiveUpload(token, req.body, {
      contentType: req.headers.get("content-type"),
      contentLength: req.headers.get("content-length"),
    });
    return Response.json(result);
  } catch (error) {
    await req.body?.cancel().catch(() => {});
    return errorResponse(error);
  }
}
