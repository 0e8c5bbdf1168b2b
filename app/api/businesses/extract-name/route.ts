import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { extractBusinessNameFromLink } from "@/lib/domain/businesses/extract-business-name";
import { extractNameBodySchema } from "@/lib/contract/businesses/schemas";

// POST /api/businesses/extract-name { url } -> { kind, name? }: 'Extract Info' (resolves share links server-side)
export const POST = withUser(async ({ req }) => {
  const { url } = await readJson(req, extractNameBodySchema);
  return extractBusinessNameFromLink(url);
}, { throttle: "extractName" });
