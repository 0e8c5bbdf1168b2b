import { registrationRoute } from "@/lib/server/uploads/register-route";

// PUT /api/business-images: register an uploaded business image { businessImageURL } (10 MB when requested for the edit screen) -> { objectPath }
export const PUT = registrationRoute("business", "businessImageURL");
