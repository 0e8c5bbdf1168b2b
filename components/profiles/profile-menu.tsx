"use client";

import { Ellipsis } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useDeferredMenu } from "@/hooks/use-deferred-menu";
import type { MuteState } from "@/lib/contract/safety/types";

// The dropdown and its dialogs load when the menu is first used.
const loadDropdown = () => import("./profile-menu-dropdown").then((m) => m.ProfileMenuDropdown);

type Props = {
  userId: string;
  username: string;
  isMuted: boolean;
  onMuteChanged: (state: MuteState) => void;
  onBlocked: () => void;
  className?: string;
};

/** The ⋯ menu on someone else's profile: mute (with a duration) or unmute, block, and report. */
export function ProfileMenu({ className, ...props }: Props) {
  const t = useTranslations("safety.menu");
  const { Menu, triggerProps } = useDeferredMenu(loadDropdown);
  const trigger = (
    <Button variant="ghost" size="icon" className={className} aria-label={t("trigger", { username: props.username })} {...triggerProps}>
      <Ellipsis className="size-5" aria-hidden />
    </Button>
  );
  return Menu ? <Menu {...props} trigger={trigger} /> : trigger;
}
