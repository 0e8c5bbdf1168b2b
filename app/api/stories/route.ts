import { readJson } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { createStory } from "@/lib/services/stories/create-story";
import { listStories } from "@/lib/services/stories/list-stories";
import { createStoryBodySchema } from "@/lib/validations/stories";

// GET /api/stories: the last 24 hours of stories from the caller and the people they follow
export const GET = withUser(({ user }) => listStories(user));

// POST /api/stories: share a registered story upload
export const POST = withUser(async ({ req, user }) => {
  const body = await readJson(req, createStoryBodySchema);
  return json(await createStory(user.id, body), 201);
}, { throttle: "post" });
