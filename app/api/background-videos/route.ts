import { registrationRoute } from "@/lib/server/uploads/register-route";

// PUT /api/background-videos: register an uploaded background video { backgroundVideoURL } -> { objectPath }
export const PUT = registrationRoute("background", "backgroundVideoURL");
