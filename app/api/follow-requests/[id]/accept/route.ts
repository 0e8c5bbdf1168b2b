import { withUser } from "@/lib/server/http/handler";
import { answerFollowRequest } from "@/lib/domain/follow-requests/answer-follow-request";

// POST /api/follow-requests/{id}/accept: the requested member approves; the requester now follows them
export const POST = withUser<{ id: string }>(({ params, user }) => answerFollowRequest(user, params.id, true));
