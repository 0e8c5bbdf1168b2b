import "server-only";
import { withUser } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import type { UploadPurpose } from "@/lib/media/purposes";
import { registerUpload } from "@/lib/services/uploads/register-upload";
import { registerUploadBodySchema } from "@/lib/validations/uploads";

/** The shared PUT handler of the eight registration endpoints: { [field]: uploadURL } -> { objectPath }. */
export function registrationRoute<F extends string>(purpose: UploadPurpose, field: F) {
  const schema = registerUploadBodySchema(field);
  return withUser(async ({ req, user }) => {
    const body = await readJson(req, schema);
    return registerUpload(user.id, body[field], purpose);
  });
}
