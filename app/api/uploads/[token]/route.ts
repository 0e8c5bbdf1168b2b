import { forbidden } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/handler";
import { errorResponse } from "@/lib/api/respond";
import { receiveUpload, USED_OR_EXPIRED_MESSAGE } from "@/lib/services/uploads/receive-upload";
import { isUploadToken } from "@/lib/services/uploads/tokens";

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
