"use client";

import { Settings } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ProfileHeader } from "@/components/profiles/profile-header";
import { ProfileMenu } from "@/components/profiles/profile-menu";
import { PrivateAccountNotice } from "@/components/profiles/private-account-notice";
import { ProfilePostsTab } from "@/components/profiles/profile-posts-tab";
import { BlockedProfile } from "@/components/safety/blocked-profile";
import { useDeferred } from "@/hooks/use-deferred";
import { useLoadFailureToast } from "@/hooks/use-load-failure-toast";
import { Spinner } from "@/components/ui/spinner";
import type { Page } from "@/lib/client/fetch-page";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useToastsBelow } from "@/components/ui/toast";
import { useQuery, useQueryClient } from "@/lib/client/query";
import type { PostDto } from "@/lib/contract/posts/types";
import type { MuteState } from "@/lib/contract/safety/types";
import type { FollowState, ProfileDto } from "@/lib/contract/users/types";
import { displayName } from "@/lib/contract/users/display-name";

// the share dialog (and its QR code) loads when first opened
const loadShareDialog = () => import("@/components/share/share-profile-dialog").then((m) => m.ShareProfileDialog);
// the Saved and Events tabs load when first chosen (issue #34: a profile's first load carries only its posts)
const loadSavedTab = () => import("@/components/profiles/profile-saved-tab").then((m) => m.ProfileSavedTab);
const loadEventsTab = () => import("@/components/profiles/profile-events-tab").then((m) => m.ProfileEventsTab);
type ProfileTab = "posts" | "saved" | "events";

type Props = { initialProfile: ProfileDto; viewerId: string; initialPosts?: Page<PostDto> };

export function ProfileView({ initialProfile, viewerId, initialPosts }: Props) {
  const t = useTranslations("profile");
  const queryClient = useQueryClient();
  const key = ["/api/users", initialProfile.id];
  // The server just loaded this profile: it is fresher than anything cached from an earlier visit.
  useState(() => queryClient.setQueryData(key, initialProfile));
  const { data: profile = initialProfile } = useQuery<ProfileDto>({ queryKey: key, initialData: initialProfile });
  const [shareOpen, setShareOpen] = useState(false);
  const { Piece: ShareProfileDialog, open: openShare } = useDeferred(loadShareDialog);
  // a toast answering the ⋯ (Muted, Unmuted) goes below it, not over it: on a phone the ⋯ sits just under the
  // app header, where toasts go, and the member may want it again at once (to undo)
  const toastsBelow = useToastsBelow<HTMLDivElement>({ floorAtAppHeader: true });
  const [blocked, setBlocked] = useState(false);
  const [tab, setTab] = useState<ProfileTab>("posts");
  const { Piece: SavedTab, open: openSaved, isLoaded: savedIn } = useDeferred(loadSavedTab);
  const { Piece: EventsTab, open: openEvents, isLoaded: eventsIn } = useDeferred(loadEventsTab);
  const loadFailed = useLoadFailureToast();
  const tc = useTranslations("common");
  // the chosen tab shows at once (its panel says it is loading until its code is in); if that download
  // fails, the toast says so and the tab chosen before comes back, unless the member has moved on. Only
  // a tab whose code is in comes back, else Posts: a tab whose own download failed too would wait for
  // good, and pressing it again would not download it, being the selected tab.
  const codeIn = (which: ProfileTab) => (which === "saved" ? savedIn() : which === "events" ? eventsIn() : true);
  const chooseTab = (value: string) => {
    const next: ProfileTab = value === "saved" || value === "events" ? value : "posts";
    const before = tab;
    setTab(next);
    const failed = () => {
      loadFailed();
      setTab((now) => (now === next ? (codeIn(before) ? before : "posts") : now));
    };
    if (next === "saved") openSaved(undefined, failed);
    else if (next === "events") openEvents(undefined, failed);
  };
  const loading = <Spinner aria-label={tc("loading")} />;
  const ts = useTranslations("safety");
  const isSelf = profile.id === viewerId;

  const onFollowToggled = (state: FollowState) => {
    const { status, ...counts } = state;
    queryClient.setQueryData<ProfileDto>(key, (old) => (old ? { ...old, ...counts, followStatus: status, canViewContent: old.canViewContent && (!old.isPrivate || status === "following") } : old));
    void queryClient.invalidateQueries({ queryKey: ["/api/users", profile.id, "followers"] });
    void queryClient.invalidateQueries({ queryKey: ["/api/users", viewerId] });
  };

  const onMuteChanged = (state: MuteState) =>
    queryClient.setQueryData<ProfileDto>(key, (old) => (old ? { ...old, isMuted: state.muted, mutedUntil: state.until } : old));

  if (blocked) return <BlockedProfile userId={profile.id} username={profile.username} onUnblocked={() => setBlocked(false)} />;

  const cornerClass = "rounded-full bg-background/80 text-foreground hover:bg-background";
  const menu = isSelf ? (
    <Button asChild variant="ghost" size="icon" className={cornerClass}>
      <Link href="/settings" aria-label={ts("settings.link")}>
        <Settings className="size-5" aria-hidden />
      </Link>
    </Button>
  ) : (
    <ProfileMenu
      userId={profile.id}
      username={profile.username}
      isMuted={profile.isMuted}
      onMuteChanged={onMuteChanged}
      onBlocked={() => setBlocked(true)}
      className={cornerClass}
    />
  );
  const corner = (
    <div ref={toastsBelow} className="flex">
      {menu}
    </div>
  );

  return (
    <div className="space-y-4">
      <ProfileHeader profile={profile} isSelf={isSelf} onShare={() => openShare(() => setShareOpen(true))} onFollowToggled={onFollowToggled} corner={corner} />
      {profile.canViewContent ? (
      <Tabs value={tab} onValueChange={chooseTab}>
        <TabsList aria-label={t("tabs.label")} className="w-full">
          <TabsTrigger value="posts">{t("tabs.posts")}</TabsTrigger>
          <TabsTrigger value="saved">{t("tabs.saved")}</TabsTrigger>
          <TabsTrigger value="events">{t("tabs.events")}</TabsTrigger>
        </TabsList>
        <TabsContent value="posts">
          <ProfilePostsTab userId={profile.id} initial={initialPosts} />
        </TabsContent>
        <TabsContent value="saved">
          {SavedTab ? <SavedTab userId={profile.id} isSelf={isSelf} /> : loading}
        </TabsContent>
        <TabsContent value="events">
          {EventsTab ? <EventsTab userId={profile.id} isSelf={isSelf} /> : loading}
        </TabsContent>
      </Tabs>
      ) : (
        <PrivateAccountNotice requested={profile.followStatus === "requested"} />
      )}
      {ShareProfileDialog ? <ShareProfileDialog userId={profile.id} name={displayName(profile)} open={shareOpen} onOpenChange={setShareOpen} /> : null}
    </div>
  );
}
