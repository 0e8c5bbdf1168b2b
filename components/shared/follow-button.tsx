"use client";

import { Clock, UserCheck, UserPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
import { useMutation } from "@/lib/client/query";
import type { FollowState, FollowStatus } from "@/lib/contract/users/types";

export type FollowButtonProps = {
  userId: string;
  name: string;
  /** following, a pending request to a private account, or neither */
  status: FollowStatus;
  onToggled: (state: FollowState) => void;
  size?: ButtonProps["size"];
  className?: string;
  /** the "none" state's text and accessible name when it should say more than Follow (e.g. "Follow back") */
  followLabels?: { text: string; label: string };
};

/** Follow / Requested / Unfollow: one toggle call (a tap on Requested cancels the request), then the caller refreshes what it shows. */
export function FollowButton({ userId, name, status, onToggled, size, className, followLabels }: FollowButtonProps) {
  const t = useTranslations("profile.actions");
  const tp = useTranslations("privacy.follow");
  const onError = useApiError();
  const mutation = useMutation({
    mutationFn: () => apiRequest<FollowState>("POST", `/api/users/${userId}/follow`),
    onSuccess: (state) => {
      if (state.status === "requested") toast.success(tp("requestSent"));
      onToggled(state);
    },
    onError: (error) => onError(error, t("followFailed")),
  });
  const label = { none: followLabels?.label ?? t("followUser", { name }), requested: tp("cancelRequestUser", { name }), following: t("unfollowUser", { name }) }[status];
  const text = { none: followLabels?.text ?? t("follow"), requested: tp("requested"), following: t("unfollow") }[status];
  const Icon = { none: UserPlus, requested: Clock, following: UserCheck }[status];
  return (
    <Button
      type="button"
      size={size}
      variant={status === "none" ? "default" : "outline"}
      className={className}
      disabled={mutation.isPending}
      aria-label={label}
      onClick={() => mutation.mutate()}
    >
      <Icon aria-hidden />
      {text}
    </Button>
  );
}
