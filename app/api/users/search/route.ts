import { readQuery } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { searchUsers } from "@/lib/domain/users/search-users";
import { userSearchQuerySchema } from "@/lib/contract/users/schemas";

// GET /api/users/search?q=: up to 20 members by username, first or last name (prefix matches first)
export const GET = withUser(({ req, user }) => searchUsers(user, readQuery(req, userSearchQuerySchema).q));
