import { readJson } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { extractBusinessNameFromLink } from "@/lib/services/businesses/extract-business-name";
import { extractNameBodySchema } from "@/lib/validations/businesses";

// POST /api/businesses/extract-name { url } -> { kind, name? }: 'Extract Info' (resolves share links server-side)
export const POST = withUser(async ({ req }) => {
  const { url } = await readJson(req, extractNameBodySchema);
  return extractBusinessNameFromLink(url);
}, { throttle: "extractName" });
