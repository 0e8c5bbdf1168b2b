import { withUser } from "@/lib/server/http/handler";
import { answerFollowRequest } from "@/lib/domain/follow-requests/answer-follow-request";

// POST /api/follow-requests/{id}/decline: the requested member declines (the requester is not told)
export const POST = withUser<{ id: string }>(({ params, user }) => answerFollowRequest(user, params.id, false));
