import { notFound, redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/server/current-user";
import { findUserIdByUsername } from "@/lib/domain/users/find-user-by-username";

// /u/{username}: where an @mention leads; on to the member's profile, or 404 when unknown or hidden by a block.
export default async function MentionPage({ params }: { params: Promise<{ username: string }> }) {
  const viewer = await getCurrentUser();
  if (!viewer) return null;
  const id = await findUserIdByUsername(viewer, (await params).username);
  if (!id) notFound();
  redirect(`/profile/${id}`);
}
