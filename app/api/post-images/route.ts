import { registrationRoute } from "@/lib/server/uploads/register-route";

// PUT /api/post-images: register an uploaded post image or video { imageURL } -> { objectPath }
export const PUT = registrationRoute("post", "imageURL");
