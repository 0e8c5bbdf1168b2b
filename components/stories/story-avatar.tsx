import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import type { StoryOwner } from "@/lib/contract/stories/types";
import { variantSrc } from "@/lib/contract/media/variants";
import { avatarImage, initials } from "@/lib/contract/users/display-name";
import { cn } from "@/lib/client/cn";

/** A story owner's avatar, optionally inside the story ring (rainbow, or green for Close Friends stories). */
export function StoryAvatar({ user, ring, closeFriends, className }: { user: StoryOwner; ring?: boolean; closeFriends?: boolean; className?: string }) {
  const avatar = (
    <Avatar className={cn("size-full border-2 border-background", className)}>
      {/* Radix preloads `src` alone (no srcset): the variant that covers 64 px at 3× */}
      <AvatarImage src={variantSrc(avatarImage(user), 192)} alt="" width={64} height={64} />
      <AvatarFallback>{initials(user)}</AvatarFallback>
    </Avatar>
  );
  if (!ring) return avatar;
  return (
    <span className={cn("block size-full", closeFriends ? "ring-story-close" : "ring-story")} data-close-friends={closeFriends ? "" : undefined}>
      {avatar}
    </span>
  );
}

/** First name, else username (the strip and the viewer header). */
export function storyOwnerName(user: StoryOwner): string {
  return user.firstName?.trim() || user.username;
}
