import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { json } from "@/lib/server/http/respond";
import { createStory } from "@/lib/domain/stories/create-story";
import { listStories } from "@/lib/domain/stories/list-stories";
import { createStoryBodySchema } from "@/lib/contract/stories/schemas";

// GET /api/stories: the last 24 hours of stories from the caller and the people they follow
export const GET = withUser(({ user }) => listStories(user));

// POST /api/stories: share a registered story upload
export const POST = withUser(async ({ req, user }) => {
  const body = await readJson(req, createStoryBodySchema);
  return json(await createStory(user, body), 201);
}, { throttle: "post" });
