import { registrationRoute } from "@/lib/uploads/register-route";

// PUT /api/review-images: register an uploaded review photo { reviewImageURL } -> { objectPath }
export const PUT = registrationRoute("review", "reviewImageURL");
