"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";

export type CapturedMedia = { objectPath: string; url: string; kind: "image" | "video" };

type Props = {
  media: CapturedMedia;
  sharing: boolean;
  closeFriends: boolean;
  onCloseFriendsChange: (on: boolean) => void;
  onRetake: () => void;
  onShare: () => void;
};

/** The captured photo or video with the Close Friends switch, Retake and 'Share to Story'. */
export function StoryPreviewPane({ media, sharing, closeFriends, onCloseFriendsChange, onRetake, onShare }: Props) {
  const t = useTranslations("camera");
  const ta = useTranslations("audience.story");
  return (
    <div className="absolute inset-0 z-20 flex flex-col bg-black">
      <div className="relative min-h-0 flex-1">
        {media.kind === "video" ? (
          <video src={media.url} autoPlay loop muted playsInline aria-label={t("previewAlt")} className="absolute inset-0 size-full object-contain" />
        ) : (
          <img src={media.url} alt={t("previewAlt")} className="absolute inset-0 size-full object-contain" />
        )}
      </div>
      <div className="flex items-center gap-3 px-4 pt-3">
        <Switch id="story-close-friends" checked={closeFriends} onCheckedChange={onCloseFriendsChange} disabled={sharing} aria-describedby="story-close-friends-hint" className="data-[state=checked]:bg-emerald-700" />
        <label htmlFor="story-close-friends" className="text-sm font-medium text-white">
          {ta("closeFriends")}
          <span id="story-close-friends-hint" className="block text-xs font-normal text-white/70">
            {ta("closeFriendsHint")}
          </span>
        </label>
      </div>
      <div className="flex gap-3 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <Button type="button" variant="secondary" className="flex-1" onClick={onRetake} disabled={sharing}>
          {t("retake")}
        </Button>
        <Button type="button" className="flex-1" onClick={onShare} disabled={sharing}>
          {t("share")}
        </Button>
      </div>
    </div>
  );
}
