import { registrationRoute } from "@/lib/server/uploads/register-route";

// PUT /api/venue-images: register an uploaded event venue image { venueImageURL } -> { objectPath }
export const PUT = registrationRoute("venue", "venueImageURL");
