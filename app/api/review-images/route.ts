import { registrationRoute } from "@/lib/server/uploads/register-route";

// PUT /api/review-images: register an uploaded review photo { reviewImageURL } -> { objectPath }
export const PUT = registrationRoute("review", "reviewImageURL");
