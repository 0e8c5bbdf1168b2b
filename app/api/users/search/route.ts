import { readQuery } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { searchUsers } from "@/lib/services/users/search-users";
import { userSearchQuerySchema } from "@/lib/validations/users";

// GET /api/users/search?q=: up to 20 members by username, first or last name (prefix matches first)
export const GET = withUser(({ req, user }) => searchUsers(readQuery(req, userSearchQuerySchema).q, user));
