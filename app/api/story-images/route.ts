import { registrationRoute } from "@/lib/server/uploads/register-route";

// PUT /api/story-images: register an uploaded story photo or video { imageURL } -> { objectPath }
export const PUT = registrationRoute("story", "imageURL");
