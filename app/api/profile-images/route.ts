import { registrationRoute } from "@/lib/server/uploads/register-route";

// PUT /api/profile-images: register an uploaded profile image { profileImageURL } -> { objectPath }
export const PUT = registrationRoute("profile", "profileImageURL");
