import "server-only";
import { withUser } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/body";
import type { UploadPurpose } from "@/lib/contract/media/purposes";
import { registerUpload } from "@/lib/domain/uploads/register-upload";
import { registerUploadBodySchema } from "@/lib/contract/uploads/schemas";

/** The shared PUT handler of the eight registration endpoints: { [field]: uploadURL } -> { objectPath }. */
export function registrationRoute<F extends string>(purpose: UploadPurpose, field: F) {
  const schema = registerUploadBodySchema(field);
  return withUser(async ({ req, user }) => {
    const body = await readJson(req, schema);
    return registerUpload(user, body[field], purpose);
  });
}
