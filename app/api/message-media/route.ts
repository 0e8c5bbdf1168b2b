import { registrationRoute } from "@/lib/server/uploads/register-route";

// PUT /api/message-media: register uploaded message media { mediaURL } -> { objectPath }
export const PUT = registrationRoute("message", "mediaURL");
