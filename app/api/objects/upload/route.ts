import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { createUpload } from "@/lib/domain/uploads/create-upload";
import { createUploadBodySchema, type CreateUploadBody } from "@/lib/contract/uploads/schemas";

// POST /api/objects/upload: a one-time upload address for the signed-in member -> { uploadURL }
export const POST = withUser(async ({ req, user }) => {
  const isJson = (req.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json");
  const body: CreateUploadBody = isJson ? await readJson(req, createUploadBodySchema) : {};
  return createUpload(user, body.purpose);
}, { throttle: "media" });
