import { withUser } from "@/lib/api/handler";
import { answerFollowRequest } from "@/lib/services/follow-requests/answer-follow-request";

// POST /api/follow-requests/{id}/decline: the requested member declines (the requester is not told)
export const POST = withUser<{ id: string }>(({ params, user }) => answerFollowRequest(user, params.id, false));
