import { registrationRoute } from "@/lib/server/uploads/register-route";

// PUT /api/comment-media: register uploaded comment media { mediaURL } -> { objectPath }
export const PUT = registrationRoute("comment", "mediaURL");
