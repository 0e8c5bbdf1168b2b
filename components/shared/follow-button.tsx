"use client";

import { useMutation } from "@tanstack/react-query";
import { UserCheck, UserPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/api/client";
import type { FollowState } from "@/lib/users/types";

export type FollowButtonProps = {
  userId: string;
  name: string;
  isFollowing: boolean;
  onToggled: (state: FollowState) => void;
  size?: ButtonProps["size"];
  className?: string;
};

/** Follow / Unfollow: one toggle call, then the caller refreshes what it shows. */
export function FollowButton({ userId, name, isFollowing, onToggled, size, className }: FollowButtonProps) {
  const t = useTranslations("profile.actions");
  const onError = useApiError();
  const mutation = useMutation({
    mutationFn: () => apiRequest<FollowState>("POST", `/api/users/${userId}/follow`),
    onSuccess: onToggled,
    onError: (error) => onError(error, t("followFailed")),
  });
  return (
    <Button
      type="button"
      size={size}
      variant={isFollowing ? "outline" : "default"}
      className={className}
      disabled={mutation.isPending}
      aria-label={isFollowing ? t("unfollowUser", { name }) : t("followUser", { name })}
      onClick={() => mutation.mutate()}
    >
      {isFollowing ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
      {isFollowing ? t("unfollow") : t("follow")}
    </Button>
  );
}
