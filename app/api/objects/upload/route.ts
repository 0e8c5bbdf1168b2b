import { readJson } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { createUpload } from "@/lib/services/uploads/create-upload";
import { createUploadBodySchema, type CreateUploadBody } from "@/lib/validations/uploads";

// POST /api/objects/upload: a one-time upload address for the signed-in member -> { uploadURL }
export const POST = withUser(async ({ req, user }) => {
  const isJson = (req.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json");
  const body: CreateUploadBody = isJson ? await readJson(req, createUploadBodySchema) : {};
  return createUpload(user.id, body.purpose);
}, { throttle: "media" });
