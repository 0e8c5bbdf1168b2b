import { readJson } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { throttle } from "@/lib/auth/throttle";
import { extractBusinessNameFromLink } from "@/lib/services/businesses/extract-business-name";
import { extractNameBodySchema } from "@/lib/validations/businesses";

// POST /api/businesses/extract-name { url } -> { kind, name? }: 'Extract Info' (resolves share links server-side)
export const POST = withUser(async ({ req, user }) => {
  const { url } = await readJson(req, extractNameBodySchema);
  throttle(`extract-name:${user.id}`, "30/60");
  return extractBusinessNameFromLink(url);
});
