import "server-only";
import type { z } from "zod";
import { withUser } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import type { UploadPurpose } from "@/lib/media/purposes";
import { registerUpload } from "@/lib/services/uploads/register-upload";

/** The shared PUT handler of the seven registration endpoints: { [field]: uploadURL } -> { objectPath }. */
export function registrationRoute<F extends string>(purpose: UploadPurpose, field: F, schema: z.ZodType<Record<F, string>>) {
  return withUser(async ({ req, user }) => {
    const body = await readJson(req, schema);
    return registerUpload(user.id, body[field], purpose);
  });
}
