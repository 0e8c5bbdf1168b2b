"use client";

import { BellOff, Bell, Ban } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { BlockDialog } from "@/components/safety/block-dialog";
import { ReportDialog } from "@/components/safety/report-dialog";
import { ReportMenuItem } from "@/components/safety/report-menu-item";
import { useMuteToggle } from "@/components/safety/use-safety-actions";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { MuteState } from "@/lib/contract/safety/types";
import { MUTE_PRESETS, type MutePreset } from "@/lib/contract/safety/limits";

type Props = {
  userId: string;
  username: string;
  isMuted: boolean;
  onMuteChanged: (state: MuteState) => void;
  onBlocked: () => void;
  trigger: ReactNode;
};

const MUTE_ITEMS: { preset: MutePreset; label: "muteHour" | "muteDay" | "muteWeek" | "muteForever" }[] = [
  { preset: "hour", label: "muteHour" },
  { preset: "day", label: "muteDay" },
  { preset: "week", label: "muteWeek" },
  { preset: "forever", label: "muteForever" },
];

/** ProfileMenu's Radix dropdown and dialogs, loaded on the first press of its button (./profile-menu.tsx) and opened at once. */
export function ProfileMenuDropdown({ userId, username, isMuted, onMuteChanged, onBlocked, trigger }: Props) {
  const t = useTranslations("safety.menu");
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  const mute = useMuteToggle(userId, username, onMuteChanged);
  return (
    <>
      {/* not modal: a menu button's list needs no aria-hidden page behind it (axe aria-hidden-focus) */}
      <DropdownMenu modal={false} defaultOpen>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-56">
          {isMuted ? (
            <DropdownMenuItem disabled={mute.isPending} onSelect={() => mute.mutate(null)}>
              <Bell aria-hidden />
              {t("unmute", { username })}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuGroup>
              <DropdownMenuLabel>{t("muteLabel", { username })}</DropdownMenuLabel>
              {MUTE_ITEMS.map(({ preset, label }) => (
                <DropdownMenuItem key={preset} disabled={mute.isPending} onSelect={() => mute.mutate(MUTE_PRESETS[preset])}>
                  <BellOff aria-hidden />
                  {t(label)}
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirmBlock(true)}>
            <Ban aria-hidden />
            {t("block", { username })}
          </DropdownMenuItem>
          <ReportMenuItem onSelect={() => setReporting(true)} />
        </DropdownMenuContent>
      </DropdownMenu>
      <BlockDialog userId={userId} username={username} open={confirmBlock} onOpenChange={setConfirmBlock} onBlocked={onBlocked} />
      <ReportDialog target={{ type: "user", id: userId }} open={reporting} onOpenChange={setReporting} />
    </>
  );
}
